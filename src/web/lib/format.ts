import { formatMoney, maskAmounts, MISSING_AMOUNT, type MoneyFormat } from '../../contracts/currency';
import { dateTimeFormat, numberFormat } from '../../contracts/intl-formats';

/**
 * Every amount on every screen goes through `formatMoney` (src/contracts/currency.ts): euros, French locale,
 * no decimals by default (docs/product.md#money-and-units), converted when another currency is chosen,
 * '****' when values are hidden, '—' when missing. Screens usually reach it through `useMoney()`
 * (lib/preferences.ts), which fills in the user's currency and the hide-values switch.
 */
export { formatMoney, maskAmounts, type MoneyFormat };

export function formatEuros(value: number | string | null | undefined): string {
  return formatMoney(value === '' ? null : value);
}

/** The words around a one-sided range, in the interface language ("more than 200 €"). */
export interface RangeWords {
  moreThan: (amount: string) => string;
  lessThan: (amount: string) => string;
}

const isAmount = (v: number | string | null | undefined) =>
  v !== null && v !== undefined && v !== '' && Number.isFinite(Number(v));

/** Min–max; only a min reads "more than", only a max "less than"; neither is a dash. */
export function formatMoneyRange(
  min: number | string | null | undefined,
  max: number | string | null | undefined,
  words: RangeWords,
  opts: MoneyFormat = {},
): string {
  const hasMin = isAmount(min);
  const hasMax = isAmount(max);
  if (hasMin && hasMax) return `${formatMoney(min, opts)} – ${formatMoney(max, opts)}`;
  if (hasMin) return words.moreThan(formatMoney(min, opts));
  if (hasMax) return words.lessThan(formatMoney(max, opts));
  return opts.hideValues ? formatMoney(null, opts) : MISSING_AMOUNT;
}

export function formatEuroRange(min: number | null | undefined, max: number | null | undefined): string {
  return `${formatEuros(min)} – ${formatEuros(max)}`;
}

/**
 * A catalogue price as billed: always euros, with cents only when it has some (0,99 €, 29 €). Never
 * masked: the plan catalogue is public information, not the user's own amounts.
 */
export function formatPrice(amountEur: number, language: 'fr' | 'en' = 'fr'): string {
  return formatMoney(amountEur, { currency: 'EUR', language, decimals: Number.isInteger(amountEur) ? 0 : 2 });
}

/** A percentage with at most one decimal, signed when asked ("+12,5 %"). */
export function formatPercent(value: number, language: 'fr' | 'en', signed = false): string {
  return numberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value / 100);
}

export function formatCount(value: number, language: 'fr' | 'en'): string {
  return numberFormat(language === 'fr' ? 'fr-FR' : 'en-GB').format(value);
}

/** A date (and time when asked) in the interface language; '—' when missing. */
export function formatDate(iso: string | null | undefined, language: 'fr' | 'en', withTime = false): string {
  if (!iso) return MISSING_AMOUNT;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return MISSING_AMOUNT;
  return dateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(d);
}

/**
 * A calendar day (YYYY-MM-DD: a sale's, an acquisition's) in the interface language. Read as UTC so the
 * day never shifts with the device's time zone; '—' when missing.
 */
export function formatDay(
  day: string | null | undefined,
  language: 'fr' | 'en',
  dateStyle: 'medium' | 'long' = 'medium',
): string {
  if (!day) return MISSING_AMOUNT;
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return MISSING_AMOUNT;
  return dateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle,
    timeZone: 'UTC',
  }).format(d);
}

/** Today on this device, as YYYY-MM-DD (a form's default day). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An amount as people type it ("1 200,50"): spaces out, a decimal comma becomes a point. */
export function typedAmount(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}
