import { b } from './bad-cycle-b';

export const a = () => b() + 1;
