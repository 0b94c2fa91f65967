import { runs } from '../bench/figures';

export const twice = runs * 2;
