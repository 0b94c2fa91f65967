/**
 * Amounts are stored and computed in euros; another display currency is a conversion at a dated reference
 * rate, and the screen says so (docs/product.md#money-and-units). One table, used by web and server alike.
 */
import { numberFormat } from './intl-formats';

export const currencies = ['EUR', 'USD', 'GBP'] as const;
// Zod-free on purpose, like plans.ts: screens that only format money load no zod (its schema is in choices.ts).
export type Currency = (typeof currencies)[number];

export interface ReferenceRates {
  /** Who published the rates, for the "converted at" notice. */
  source: string;
  /** The publication date of the rates, ISO yyyy-mm-dd. */
  asOf: string;
  /** Units of each currency for one euro. */
  perEuro: Record<Currency, number>;
}

/**
 * Euro foreign exchange reference rates of the European Central Bank for 31 December 2024
 * (the ECB's year-end fixing). Update both the date and the figures together.
 */
export const referenceRates: ReferenceRates = {
  source: 'European Central Bank',
  asOf: '2024-12-31',
  perEuro: { EUR: 1, USD: 1.0389, GBP: 0.82918 },
};

/** An amount in euros expressed in `to`, unrounded (round when formatting, never before). */
export function convertFromEur(
  amountEur: number,
  to: Currency,
  rates: ReferenceRates = referenceRates,
): number {
  return amountEur * rates.perEuro[to];
}

export const HIDDEN_AMOUNT = '****';

/**
 * An amount written in free text: a currency sign or code before or after digits ("1 200 €", "€1,200",
 * "300 EUR", "$45.50"), as a model or the knowledge data writes it in a description or a market note.
 * A new expression each call: a global regex keeps its position between uses.
 */
export function amountInText(): RegExp {
  return /(?:[€$£]\s?\d(?:[\d\s\u00a0\u202f.,']*\d)?|\d(?:[\d\s\u00a0\u202f.,']*\d)?\s?(?:€|\$|£|EUR\b|USD\b|GBP\b|CHF\b|euros?\b))/giu;
}
/** The text with every amount in it replaced by ****: the hide-values switch, a share without values. */
export function maskAmounts(text: string): string {
  return text.replace(amountInText(), HIDDEN_AMOUNT);
}
export const MISSING_AMOUNT = '—';

export interface MoneyFormat {
  currency?: Currency;
  language?: 'fr' | 'en';
  /** 0 for estimates, 2 for acquisition prices (docs/product.md#money-and-units). */
  decimals?: 0 | 2;
  /** Hide values: every amount shows as four asterisks. */
  hideValues?: boolean;
  rates?: ReferenceRates;
}

/** An amount stored in euros, shown in the user's currency: "1 234 €", "$1,284", "****", "—". */
export function formatMoney(amountEur: number | string | null | undefined, opts: MoneyFormat = {}): string {
  if (opts.hideValues) return HIDDEN_AMOUNT;
  const n = typeof amountEur === 'string' ? Number(amountEur) : amountEur;
  if (n === null || n === undefined || !Number.isFinite(n)) return MISSING_AMOUNT;
  const currency = opts.currency ?? 'EUR';
  const decimals = opts.decimals ?? 0;
  // Euros are written the French way whatever the interface language (docs/product.md#money-and-units).
  const locale = currency === 'EUR' || opts.language !== 'en' ? 'fr-FR' : 'en-GB';
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(convertFromEur(n, currency, opts.rates));
}

/** True when the amount shown is a conversion, so the screen must name the rate's date. */
export function isConverted(currency: Currency): boolean {
  return currency !== 'EUR';
}

/** Rounds to figures a person would quote: 1 € steps below 20, then 5, 10, 50, 100... */
function step(value: number): number {
  if (value < 20) return 1;
  if (value < 100) return 5;
  if (value < 500) return 10;
  if (value < 2000) return 50;
  if (value < 10000) return 100;
  return 1000;
}
/** Down to the nearest figure a person would quote. */
export function roundDown(value: number): number {
  if (value < 1) return Math.floor(value * 10) / 10;
  const s = step(value);
  return Math.floor(value / s) * s;
}
/** Up to the nearest figure a person would quote. */
export function roundUp(value: number): number {
  if (value < 1) return Math.ceil(value * 10) / 10;
  const s = step(value);
  return Math.ceil(value / s) * s;
}
