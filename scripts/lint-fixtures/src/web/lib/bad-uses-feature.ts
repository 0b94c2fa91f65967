import { price } from '../features/shop/price';

export const label = (cents: number) => `Price: ${price(cents)}`;
