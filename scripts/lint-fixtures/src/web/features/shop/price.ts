import { euros } from '../../lib/format';

export const price = (cents: number) => euros(cents / 100);
