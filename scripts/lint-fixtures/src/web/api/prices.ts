import { euros } from '../lib/format';

export const fetchPriceLabel = async (cents: number) => euros(cents / 100);
