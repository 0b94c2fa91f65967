import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What a developer needs from the mail (a code or a link), echoed on the console in outbox mode. */
  consoleHint?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  describe(): string;
}

/** SMTP when SMTP_URL is set; otherwise the outbox: .eml files in DATA_DIR/outbox and a console line. */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>,
  log = console.log,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(m) {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
        });
      },
      describe: () => `SMTP ${new URL(config.SMTP_URL!).host}`,
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Two mails to one address in the same millisecond (codes asked in a burst) had the same file name and
  // the second replaced the first: a sequence number keeps both, and the names still sort by time.
  let sequence = 0;
  return {
    async send(m) {
      const info = await builder.sendMail({
        from: config.MAIL_FROM,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      });
      mkdirSync(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const seq = String(++sequence % 1e6).padStart(6, '0');
      const file = path.join(outbox, `${stamp}-${seq}-${safe(m.to)}.eml`);
      writeFileSync(file, info.message as Buffer);
      log(`[outbox] to ${m.to}: ${m.subject}${m.consoleHint ? ` — ${m.consoleHint}` : ''} (${file})`);
    },
    describe: () => `outbox ${outbox}`,
  };
}

function safe(s: string) {
  return s.replace(/[^a-zA-Z0-9@._-]/g, '_');
}
