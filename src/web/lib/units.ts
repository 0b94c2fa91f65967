import type { Units } from '../../contracts/account';
import { numberFormat } from '../../contracts/intl-formats';

/**
 * Lengths and surfaces are stored metric (cm, m²); the user's preferredUnits decides how they read.
 * One place for the conversions so the collection, house and object screens agree.
 */
export type { Units };

const CM_PER_INCH = 2.54;
const SQ_FT_PER_M2 = 10.7639104;

const locale = (language: 'fr' | 'en') => (language === 'fr' ? 'fr-FR' : 'en-GB');
const number = (value: number, language: 'fr' | 'en', digits: number) =>
  numberFormat(locale(language), { maximumFractionDigits: digits }).format(value);

/** The surface unit label is sq ft for imperial, m² otherwise. */
export function surfaceUnit(units: Units): string {
  return units === 'imperial' ? 'sq ft' : 'm²';
}

/** A surface stored in m², in the user's units: "120 m²", "1,292 sq ft"; '—' when missing. */
export function formatSurface(m2: number | null | undefined, units: Units, language: 'fr' | 'en'): string {
  if (m2 === null || m2 === undefined || !Number.isFinite(m2)) return '—';
  const value = units === 'imperial' ? m2 * SQ_FT_PER_M2 : m2;
  return `${number(value, language, units === 'imperial' ? 0 : 1)} ${surfaceUnit(units)}`;
}

/** What a surface typed in the user's units is in m², for saving. */
export function surfaceToM2(value: number, units: Units): number {
  return units === 'imperial' ? value / SQ_FT_PER_M2 : value;
}

/** A length stored in cm: "45 cm", "17.7 in". */
export function formatLength(cm: number | null | undefined, units: Units, language: 'fr' | 'en'): string {
  if (cm === null || cm === undefined || !Number.isFinite(cm)) return '—';
  if (units === 'imperial') return `${number(cm / CM_PER_INCH, language, 1)} in`;
  return `${number(cm, language, 1)} cm`;
}

const TO_CM: Record<string, number> = { mm: 0.1, cm: 1, m: 100 };

/**
 * Dimensions are free text written by the analysis ("H 45 cm x L 30,5 cm"). For imperial users every
 * metric measure inside it is rewritten in inches; the rest of the text is kept as written.
 */
export function formatDimensionsText(
  text: string | null | undefined,
  units: Units,
  language: 'fr' | 'en',
): string {
  if (!text) return '';
  if (units !== 'imperial') return text;
  return text.replace(/(\d+(?:[.,]\d+)?)\s?(mm|cm|m)\b/gi, (_whole, amount: string, unit: string) => {
    const cm = Number(amount.replace(',', '.')) * TO_CM[unit.toLowerCase()];
    return formatLength(cm, 'imperial', language);
  });
}
