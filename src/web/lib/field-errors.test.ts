import { describe, expect, it } from 'vitest';
import { fieldErrors, textLength, tooLongMessage } from './field-errors';

describe('fieldErrors', () => {
  it("gives each known field its own message once, and leaves other paths to the form's wording", () => {
    const issues = [
      { path: ['price'] },
      { path: ['price'] },
      { path: ['date'] },
      { path: ['other'] },
      { path: [] },
    ];
    expect(fieldErrors(issues, ['price', 'date', 'note'] as const, (f) => `bad ${f}`)).toEqual({
      price: 'bad price',
      date: 'bad date',
    });
  });
});

describe('a limited text field', () => {
  it('counts as the contract does (trimmed) and names how far past the limit it is', () => {
    expect(textLength('  Salon  ', 80)).toEqual({ used: 5, max: 80, over: false });
    expect(textLength('x'.repeat(81), 80).over).toBe(true);
    const t = (key: string, o: { ns: string; max: number; count: number }) =>
      `${o.ns}:${key}:${o.max}:${o.count}`;
    expect(tooLongMessage(t, 'x'.repeat(85), 80)).toBe('common:form.tooLong:80:5');
    expect(tooLongMessage(t, 'x'.repeat(80), 80)).toBeUndefined();
  });
});
