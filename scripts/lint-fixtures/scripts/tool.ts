import { limit } from '../src/server/limits';

export const tool = `tool ${limit}`;
