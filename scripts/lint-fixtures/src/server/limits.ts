import type { Amount } from '../contracts/amount';

export const limit: Amount = 1000;
