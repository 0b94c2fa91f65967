import type { price } from '../features/shop/price';

export type PriceLabel = ReturnType<typeof price>;
