import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface MailCatcher {
  url: string;
  /** Resolves with the first mail to `to` (received from now or earlier, not yet taken) matching `match`. */
  waitFor(to: string, match?: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1: the app's nodemailer transport talks to it exactly as in production. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const inbox: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          waiters.forEach((w) => w());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  function take(to: string, match?: (m: ReceivedMail) => boolean): ReceivedMail | undefined {
    const i = inbox.findIndex((m) => m.to.includes(to.toLowerCase()) && (!match || match(m)));
    return i >= 0 ? inbox.splice(i, 1)[0] : undefined;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    waitFor(to, match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = take(to, match);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-character code sits alone on its line in the verification mail. */
export function codeFromMail(mail: ReceivedMail): string {
  const line = mail.text.split(/\r?\n/).find((l) => /^[A-Z0-9]{6}$/.test(l.trim()));
  if (!line) throw new Error(`No code in mail: ${mail.text}`);
  return line.trim();
}

export function resetLinkFromMail(mail: ReceivedMail): URL {
  const found = mail.text.match(/https?:\/\/\S+\/reset-password\?\S+/);
  if (!found) throw new Error(`No reset link in mail: ${mail.text}`);
  return new URL(found[0]);
}
