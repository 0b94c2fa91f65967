import { describe, expect, it } from 'vitest';
import { frenchSpacingFaults } from '../../contracts/french-typography';
import {
  emailChangeCodeMail,
  emailChangedMail,
  passwordChangedMail,
  passwordResetMail,
  signInCodeMail,
  verificationCodeMail,
} from './templates';

const french = [
  verificationCodeMail('fr', 'B0O5F2'),
  passwordResetMail('fr', 'https://trouvaille.example/reset-password?token=abc&lang=fr'),
  passwordChangedMail('fr'),
  signInCodeMail('fr', 'B0O5F2'),
  emailChangeCodeMail('fr', 'B0O5F2'),
  emailChangedMail('fr', 'new@example.com'),
];

describe('mail templates', () => {
  it.each(french.map((m) => [m.subject, m] as const))('%s: French typography', (_, mail) => {
    expect(frenchSpacingFaults(mail.subject)).toEqual([]);
    expect(frenchSpacingFaults(mail.text)).toEqual([]);
  });
});
