import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

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
