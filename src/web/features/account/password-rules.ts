import { NEW_PASSWORD_MIN } from '../../lib/limits';

export type PasswordRule = 'length' | 'uppercase' | 'lowercase' | 'digit';

/** The live checklist: all four shown, only the length is enforced on the client (docs/product.md#forms). */
export function passwordChecks(password: string): { rule: PasswordRule; met: boolean }[] {
  return [
    { rule: 'length', met: password.length >= NEW_PASSWORD_MIN },
    { rule: 'uppercase', met: /\p{Lu}/u.test(password) },
    { rule: 'lowercase', met: /\p{Ll}/u.test(password) },
    { rule: 'digit', met: /\p{Nd}/u.test(password) },
  ];
}

/** The order of messages: all fields, then match, then length. Answers an i18n key suffix or null. */
export function validatePasswordChange(v: {
  current: string;
  next: string;
  confirm: string;
}): 'fillAll' | 'mismatch' | 'tooShort' | null {
  if (!v.current || !v.next || !v.confirm) return 'fillAll';
  if (v.next !== v.confirm) return 'mismatch';
  if (v.next.length < NEW_PASSWORD_MIN) return 'tooShort';
  return null;
}
