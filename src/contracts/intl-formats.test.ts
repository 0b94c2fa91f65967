import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const euros = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } as const;
    expect(numberFormat('fr-FR', euros)).toBe(numberFormat('fr-FR', { ...euros }));
    expect(numberFormat('en-GB', euros)).not.toBe(numberFormat('fr-FR', euros));
    expect(numberFormat('fr-FR', { ...euros, maximumFractionDigits: 2 })).not.toBe(
      numberFormat('fr-FR', euros),
    );
    expect(numberFormat('fr-FR', euros).format(1234).replace(/\s/gu, ' ')).toBe('1 234 €');
    const day = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en-GB', day)).toBe(dateTimeFormat('en-GB', day));
    expect(dateTimeFormat('en-GB', day).format(new Date('2026-11-27T00:00:00Z'))).toBe('27 Nov 2026');
  });
});
