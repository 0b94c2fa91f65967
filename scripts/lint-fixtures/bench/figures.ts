import { limit } from '../src/server/limits';

export const runs = limit / 10;
