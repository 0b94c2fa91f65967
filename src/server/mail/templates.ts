import type { Language } from '../../contracts/analysis';
import type { MailMessage } from './mailer';

type Built = Omit<MailMessage, 'to'>;

const copy = {
  fr: {
    verifySubject: 'Votre code de vérification Trouvaille',
    verifyIntro: 'Voici votre code pour confirmer votre adresse e-mail :',
    verifyExpiry: 'Ce code est valable 12 heures et ne peut servir qu’une fois.',
    resetSubject: 'Réinitialiser votre mot de passe Trouvaille',
    resetIntro: 'Vous avez demandé à réinitialiser votre mot de passe. Ouvrez ce lien pour en choisir un nouveau :',
    resetExpiry: 'Ce lien est valable 1 heure et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    changedSubject: 'Votre mot de passe Trouvaille a été modifié',
    changedBody: 'Le mot de passe de votre compte vient d’être modifié. Si ce n’est pas vous, réinitialisez-le immédiatement.',
    signature: 'L’équipe Trouvaille',
  },
  en: {
    verifySubject: 'Your Trouvaille verification code',
    verifyIntro: 'Here is your code to confirm your email address:',
    verifyExpiry: 'This code is valid for 12 hours and can be used once.',
    resetSubject: 'Reset your Trouvaille password',
    resetIntro: 'You asked to reset your password. Open this link to choose a new one:',
    resetExpiry: 'This link is valid for 1 hour and can be used once. If you did not ask for it, ignore this message.',
    changedSubject: 'Your Trouvaille password was changed',
    changedBody: 'The password of your account was just changed. If this was not you, reset it right away.',
    signature: 'The Trouvaille team',
  },
} satisfies Record<Language, Record<string, string>>;

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(body: string) {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b0b0f;color:#f4f4f5;padding:24px">${body}</body></html>`;
}

export function verificationCodeMail(lang: Language, code: string): Built {
  const t = copy[lang];
  return {
    subject: t.verifySubject,
    text: `${t.verifyIntro}\n\n${code}\n\n${t.verifyExpiry}\n\n${t.signature}`,
    html: layout(
      `<p>${t.verifyIntro}</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(code)}</p><p>${t.verifyExpiry}</p><p>${t.signature}</p>`,
    ),
    consoleHint: `code ${code}`,
  };
}

export function passwordResetMail(lang: Language, link: string): Built {
  const t = copy[lang];
  return {
    subject: t.resetSubject,
    text: `${t.resetIntro}\n\n${link}\n\n${t.resetExpiry}\n\n${t.signature}`,
    html: layout(
      `<p>${t.resetIntro}</p><p><a style="color:#fbbf24" href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${t.resetExpiry}</p><p>${t.signature}</p>`,
    ),
    consoleHint: `link ${link}`,
  };
}

export function passwordChangedMail(lang: Language): Built {
  const t = copy[lang];
  return {
    subject: t.changedSubject,
    text: `${t.changedBody}\n\n${t.signature}`,
    html: layout(`<p>${t.changedBody}</p><p>${t.signature}</p>`),
  };
}
