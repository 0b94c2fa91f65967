import { tool } from '../scripts/tool';

export const name = tool;
