export type Amount = number;
