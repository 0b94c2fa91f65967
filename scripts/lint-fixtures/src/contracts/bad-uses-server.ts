import { limit } from '../server/limits';

export const maxAmount = limit;
