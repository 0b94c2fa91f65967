import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from './i18n';
import { useTranslation } from './i18n';
import { isConverted, referenceRates, type Currency } from '../../contracts/currency';
import { useAmountsWithheld } from '../api/collections';
import { MISSING_AMOUNT } from '../../contracts/currency';
import { formatMoney, formatMoneyRange, maskAmounts } from './format';
import { useCurrentUser } from './session-query';
import { formatDimensionsText, formatLength, formatSurface, surfaceUnit, type Units } from './units';
import { HIDE_VALUES_KEY, readLocal, writeLocal } from './storage';

/* ---------- hide values: docs/product.md#money-and-units ---------- */

const listeners = new Set<() => void>();

export function readHideValues(): boolean {
  return readLocal(HIDE_VALUES_KEY) === 'true';
}

/** Saved at once (no Save button) and every mounted screen re-renders with the new value. */
export function setHideValues(hidden: boolean): void {
  writeLocal(HIDE_VALUES_KEY, hidden ? 'true' : 'false');
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab flipping the switch applies here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === HIDE_VALUES_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useHideValues(): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(subscribe, readHideValues, () => false);
  return [hidden, setHideValues];
}

/* ---------- money in the user's currency ---------- */

export interface Money {
  currency: Currency;
  hidden: boolean;
  /**
   * The collection's owners keep amounts from this reader (a viewer, decision 037): the server sends none,
   * and every amount reads as missing ("—"), never as a zero or a mask to lift.
   */
  withheld: boolean;
  /** A value of the user's (an estimate, a price paid...), stored in euros. */
  format: (amountEur: number | string | null | undefined, decimals?: 0 | 2) => string;
  /** An estimate range: "min – max", or "more than" / "less than" one end. */
  range: (min: number | string | null | undefined, max: number | string | null | undefined) => string;
  /** A total of estimates: one amount when both ends agree, else the range. */
  total: (min: number, max: number) => string;
  /** The sentence to show near converted amounts; null when amounts are in euros. */
  conversionNote: string | null;
  /** Free text (a description, a market note) with its amounts masked when values are hidden. */
  text: (value: string | null | undefined) => string;
}

/** The sentence shown near amounts converted from euros, naming the rate's source and date. */
export function conversionNoteFor(t: TFunction, currency: Currency, language: 'fr' | 'en'): string | null {
  if (!isConverted(currency)) return null;
  return t('common:money.convertedNote', {
    currency,
    source: referenceRates.source,
    date: new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(referenceRates.asOf)),
  });
}

/**
 * The one formatter for the user's own amounts: their display currency (converted at the dated
 * reference rate), the hide-values switch and the interface language, all applied the same way.
 */
export function useMoney(): Money {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser({ enabled: false });
  const [hidden] = useHideValues();
  const withheld = useAmountsWithheld();
  const currency: Currency = user?.preferredCurrency ?? 'EUR';
  const language = i18n.language === 'en' ? 'en' : 'fr';

  const format = useCallback(
    (amountEur: number | string | null | undefined, decimals: 0 | 2 = 0) =>
      withheld
        ? MISSING_AMOUNT
        : formatMoney(amountEur, { currency, language, decimals, hideValues: hidden }),
    [currency, language, hidden, withheld],
  );
  const range = useCallback(
    (min: number | string | null | undefined, max: number | string | null | undefined) =>
      withheld
        ? MISSING_AMOUNT
        : formatMoneyRange(
            min,
            max,
            {
              moreThan: (amount) => t('money.moreThan', { amount }),
              lessThan: (amount) => t('money.lessThan', { amount }),
            },
            { currency, language, hideValues: hidden },
          ),
    [currency, language, hidden, withheld, t],
  );
  const total = useCallback(
    (min: number, max: number) => (min === max ? format(min) : range(min, max)),
    [format, range],
  );
  const conversionNote = conversionNoteFor(t, currency, language);
  const text = useCallback(
    (value: string | null | undefined) =>
      value && (hidden || withheld) ? maskAmounts(value) : (value ?? ''),
    [hidden, withheld],
  );

  return useMemo(
    () => ({ currency, hidden, withheld, format, range, total, conversionNote, text }),
    [currency, hidden, withheld, format, range, total, conversionNote, text],
  );
}

/* ---------- lengths and surfaces in the user's units ---------- */

export interface UnitFormat {
  units: Units;
  surfaceUnit: string;
  surface: (m2: number | null | undefined) => string;
  length: (cm: number | null | undefined) => string;
  dimensions: (text: string | null | undefined) => string;
}

export function useUnits(): UnitFormat {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser({ enabled: false });
  const units: Units = user?.preferredUnits ?? 'metric';
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return useMemo(
    () => ({
      units,
      surfaceUnit: surfaceUnit(units),
      surface: (m2) => formatSurface(m2, units, language),
      length: (cm) => formatLength(cm, units, language),
      dimensions: (text) => formatDimensionsText(text, units, language),
    }),
    [units, language],
  );
}
