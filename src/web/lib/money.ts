import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, HIDDEN_AMOUNT, MISSING_AMOUNT, type MoneyFormat } from '../../contracts/currency';
import { useHideValues } from './hide-values';

/** The words around a one-sided range, in the interface language ("more than 200 €"). */
export interface RangeWords {
  moreThan: (amount: string) => string;
  lessThan: (amount: string) => string;
}

type Amount = number | string | null | undefined;
const isAmount = (v: Amount) => v !== null && v !== undefined && v !== '' && Number.isFinite(Number(v));

/** Spec part 2 §4: min–max; only a min reads "more than", only a max "less than"; neither is a dash. */
export function formatMoneyRange(min: Amount, max: Amount, words: RangeWords, opts: MoneyFormat = {}): string {
  const hasMin = isAmount(min);
  const hasMax = isAmount(max);
  if (hasMin && hasMax) return `${formatMoney(min, opts)} – ${formatMoney(max, opts)}`;
  if (hasMin) return words.moreThan(formatMoney(min, opts));
  if (hasMax) return words.lessThan(formatMoney(max, opts));
  return opts.hideValues ? HIDDEN_AMOUNT : MISSING_AMOUNT;
}

export interface Money {
  hidden: boolean;
  /** One of the user's amounts (stored in euros): no decimals, or 2 for acquisition prices. */
  format: (amountEur: Amount, decimals?: 0 | 2) => string;
  /** An estimate range (spec part 2 §4). */
  range: (min: Amount, max: Amount) => string;
}

/** Euros in the French locale, the hide-values switch applied the same way on every screen. */
export function useMoney(): Money {
  const { t } = useTranslation();
  const [hidden] = useHideValues();
  const format = useCallback((amountEur: Amount, decimals: 0 | 2 = 0) => formatMoney(amountEur, { decimals, hideValues: hidden }), [hidden]);
  const range = useCallback(
    (min: Amount, max: Amount) =>
      formatMoneyRange(min, max, { moreThan: (amount) => t('money.moreThan', { amount }), lessThan: (amount) => t('money.lessThan', { amount }) }, { hideValues: hidden }),
    [hidden, t],
  );
  return useMemo(() => ({ hidden, format, range }), [hidden, format, range]);
}
