import { prefix } from './lazy-a';

export const name = `${prefix}-b`;
