import { limit } from '../src/server/limits';

export const origin = `http://127.0.0.1:${limit}`;
