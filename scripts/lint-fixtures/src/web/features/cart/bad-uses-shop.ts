import { price } from '../shop/price';

export const total = (cents: number[]) => price(cents.reduce((s, c) => s + c, 0));
