import type { Language } from '../../contracts/analysis';
import { elidesDe } from '../../contracts/collections';
import type { MailMessage } from './mailer';

type Built = Omit<MailMessage, 'to'>;

const copy = {
  fr: {
    verifySubject: 'Votre code de vérification Trouvaille',
    verifyIntro: 'Voici votre code pour confirmer votre adresse e-mail :',
    verifyExpiry: 'Ce code est valable 12 heures et ne peut servir qu’une fois.',
    resetSubject: 'Réinitialiser votre mot de passe Trouvaille',
    resetIntro:
      'Vous avez demandé à réinitialiser votre mot de passe. Ouvrez ce lien pour en choisir un nouveau :',
    resetExpiry:
      'Ce lien est valable 1 heure et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    changedSubject: 'Votre mot de passe Trouvaille a été modifié',
    changedBody:
      'Le mot de passe de votre compte vient d’être modifié. Si ce n’est pas vous, réinitialisez-le immédiatement.',
    emailChangeSubject: 'Confirmez votre nouvelle adresse e-mail Trouvaille',
    emailChangeIntro:
      'Pour utiliser cette adresse avec votre compte Trouvaille, saisissez ce code dans les paramètres :',
    emailChangeExpiry:
      'Ce code est valable 12 heures. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne change.',
    emailChangedSubject: 'L’adresse e-mail de votre compte Trouvaille a changé',
    emailChangedBody:
      'Votre compte utilise désormais l’adresse suivante. Si ce n’est pas vous, contactez-nous immédiatement.',
    signInSubject: 'Votre code de connexion Trouvaille',
    signInIntro: 'Voici votre code pour vous connecter à Trouvaille :',
    signInExpiry:
      'Ce code est valable 15 minutes, dans le navigateur qui l’a demandé, et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre compte reste fermé.',
    inviteSubject: '{inviter} vous invite dans sa collection Trouvaille',
    collectionNamed: 'la collection « {name} »',
    collectionOf: 'la collection de {owner}',
    collectionOfElided: 'la collection d’{owner}',
    inviteIntro:
      '{inviter} vous invite à rejoindre {collection} comme {role}. Ouvrez ce lien pour accepter (créez votre compte avec cette adresse si vous n’en avez pas) :',
    inviteExpiry:
      'Ce lien est valable {days} jours et ne peut servir qu’une fois. Si vous ne connaissez pas cette personne, ignorez ce message.',
    role_owner: 'propriétaire',
    role_editor: 'éditeur',
    role_viewer: 'lecteur',
    signature: 'L’équipe Trouvaille',
  },
  en: {
    verifySubject: 'Your Trouvaille verification code',
    verifyIntro: 'Here is your code to confirm your email address:',
    verifyExpiry: 'This code is valid for 12 hours and can be used once.',
    resetSubject: 'Reset your Trouvaille password',
    resetIntro: 'You asked to reset your password. Open this link to choose a new one:',
    resetExpiry:
      'This link is valid for 1 hour and can be used once. If you did not ask for it, ignore this message.',
    changedSubject: 'Your Trouvaille password was changed',
    changedBody: 'The password of your account was just changed. If this was not you, reset it right away.',
    emailChangeSubject: 'Confirm your new Trouvaille email address',
    emailChangeIntro: 'To use this address with your Trouvaille account, enter this code in your settings:',
    emailChangeExpiry:
      'This code is valid for 12 hours. If you did not ask for this, ignore this message: nothing changes.',
    emailChangedSubject: 'The email address of your Trouvaille account changed',
    emailChangedBody: 'Your account now uses the address below. If this was not you, contact us right away.',
    signInSubject: 'Your Trouvaille sign-in code',
    signInIntro: 'Here is your code to sign in to Trouvaille:',
    signInExpiry:
      'This code is valid for 15 minutes, in the browser that asked for it, and can be used once. If you did not ask for it, ignore this message: your account stays closed.',
    inviteSubject: '{inviter} invites you to their Trouvaille collection',
    collectionNamed: 'the collection “{name}”',
    collectionOf: '{owner}’s collection',
    collectionOfElided: '{owner}’s collection',
    inviteIntro:
      '{inviter} invites you to join {collection} as {role}. Open this link to accept (create your account with this address if you have none):',
    inviteExpiry:
      'This link is valid for {days} days and can be used once. If you do not know this person, ignore this message.',
    role_owner: 'an owner',
    role_editor: 'an editor',
    role_viewer: 'a viewer',
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

/** A one-time way in that does not depend on the password (nor on its throttle). */
export function signInCodeMail(lang: Language, code: string): Built {
  const t = copy[lang];
  return {
    subject: t.signInSubject,
    text: `${t.signInIntro}\n\n${code}\n\n${t.signInExpiry}\n\n${t.signature}`,
    html: layout(
      `<p>${t.signInIntro}</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(code)}</p><p>${t.signInExpiry}</p><p>${t.signature}</p>`,
    ),
    consoleHint: `code ${code}`,
  };
}

/** Sent to the NEW address: the account switches to it only once this code comes back. */
export function emailChangeCodeMail(lang: Language, code: string): Built {
  const t = copy[lang];
  return {
    subject: t.emailChangeSubject,
    text: `${t.emailChangeIntro}\n\n${code}\n\n${t.emailChangeExpiry}\n\n${t.signature}`,
    html: layout(
      `<p>${t.emailChangeIntro}</p><p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(code)}</p><p>${t.emailChangeExpiry}</p><p>${t.signature}</p>`,
    ),
    consoleHint: `code ${code}`,
  };
}

/** Sent to the OLD address once the change is done, so a hijack does not go unnoticed. */
export function emailChangedMail(lang: Language, newEmail: string): Built {
  const t = copy[lang];
  return {
    subject: t.emailChangedSubject,
    text: `${t.emailChangedBody}\n\n${newEmail}\n\n${t.signature}`,
    html: layout(
      `<p>${t.emailChangedBody}</p><p><strong>${escapeHtml(newEmail)}</strong></p><p>${t.signature}</p>`,
    ),
  };
}

/** An invitation to a collection (decision 037): single use, expiring, the link carries its token. */
export function collectionInvitationMail(
  lang: Language,
  what: {
    inviter: string;
    /** '' when unnamed: called after its founder */
    collection: string;
    owner: string;
    role: 'owner' | 'editor' | 'viewer';
    link: string;
    days: number;
  },
): Built {
  const t = copy[lang];
  const collection = what.collection
    ? t.collectionNamed.replace('{name}', what.collection)
    : (elidesDe(what.owner) ? t.collectionOfElided : t.collectionOf).replace('{owner}', what.owner);
  const fill = (s: string) =>
    s
      .replace('{inviter}', what.inviter)
      .replace('{collection}', collection)
      .replace('{role}', t[`role_${what.role}`])
      .replace('{days}', String(what.days));
  const intro = fill(t.inviteIntro);
  const expiry = fill(t.inviteExpiry);
  return {
    subject: fill(t.inviteSubject),
    text: `${intro}\n\n${what.link}\n\n${expiry}\n\n${t.signature}`,
    html: layout(
      `<p>${escapeHtml(intro)}</p><p><a style="color:#fbbf24" href="${escapeHtml(what.link)}">${escapeHtml(what.link)}</a></p><p>${escapeHtml(expiry)}</p><p>${t.signature}</p>`,
    ),
    consoleHint: `link ${what.link}`,
  };
}
