import type { Amount } from '../../contracts/amount';

export const euros = (value: Amount) => `${value.toFixed(2)} €`;
