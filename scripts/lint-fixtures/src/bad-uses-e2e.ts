import { origin } from '../e2e/support';

export const url = `${origin}/`;
