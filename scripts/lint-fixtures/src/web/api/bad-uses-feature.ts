import { price } from '../features/shop/price';

export const fetchPrice = async (cents: number) => price(cents);
