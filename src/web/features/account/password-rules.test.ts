import { describe, expect, it } from 'vitest';
import { passwordChecks, validatePasswordChange } from './password-rules';

describe('password change rules', () => {
  it('checks the four rules live', () => {
    expect(passwordChecks('abcdefgH1').every((c) => c.met)).toBe(true);
    expect(passwordChecks('abc').map((c) => [c.rule, c.met])).toEqual([
      ['length', false],
      ['uppercase', false],
      ['lowercase', true],
      ['digit', false],
    ]);
  });

  it('enforces only presence, match and 8 characters, in the screen’s order', () => {
    expect(validatePasswordChange({ current: '', next: 'a', confirm: 'b' })).toBe('fillAll');
    expect(validatePasswordChange({ current: 'x', next: 'short', confirm: 'other' })).toBe('mismatch');
    expect(validatePasswordChange({ current: 'x', next: 'short', confirm: 'short' })).toBe('tooShort');
    expect(
      validatePasswordChange({ current: 'x', next: 'alllowercase', confirm: 'alllowercase' }),
    ).toBeNull();
  });
});
