import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/** Where mail goes: an SMTP server, or (no SMTP_URL) the log only. */
export type MailTransport = { kind: 'smtp' | 'log'; send: (mail: OutgoingMail) => Promise<void>; close: () => void };

export function createMailTransport(env: { SMTP_URL?: string; MAIL_FROM: string }, log: Logger): MailTransport {
  if (!env.SMTP_URL) {
    return {
      kind: 'log',
      send: async (mail) => {
        log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail kept in the outbox (no SMTP_URL): read it at /admin/surel');
      },
      close: () => {},
    };
  }
  // smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start); user and password in the URL.
  // nodemailer is loaded with the first mail: a worker that sends none does not hold it.
  const smtpUrl = env.SMTP_URL;
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl, { from: env.MAIL_FROM })));
  return {
    kind: 'smtp',
    send: async (mail) => {
      await (
        await connect()
      ).sendMail({
        from: env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments,
      });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}
