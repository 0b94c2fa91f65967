/** Spec part 2 §1: amounts in euros, French locale, no decimals, whatever the interface language. */
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

export function formatEuros(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? euros.format(n) : '—';
}

export function formatEuroRange(min: number | null | undefined, max: number | null | undefined): string {
  return `${formatEuros(min)} – ${formatEuros(max)}`;
}

/** The part of an address before the @, used as a display name when there is no username. */
export function emailLocalPart(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
