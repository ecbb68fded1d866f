import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests: every message it accepts is parsed with mailparser and
 * kept. `stop()` and `start()` again on the same port simulate an outage.
 */
export async function startSmtp(port = 0) {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;
  const waiters: { predicate: (m: ParsedMail) => boolean; resolve: (m: ParsedMail) => void }[] = [];

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            for (const w of waiters.splice(0)) {
              if (w.predicate(mail)) w.resolve(mail);
              else waiters.push(w);
            }
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    await new Promise<void>((resolve) => server!.listen(boundPort, '127.0.0.1', () => resolve()));
    boundPort = (server.server.address() as AddressInfo).port;
  }

  async function stop() {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  await start();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    start,
    stop,
    /** The first message (already received or still to come) for which `predicate` holds. */
    waitFor(predicate: (m: ParsedMail) => boolean, timeoutMs = 15_000): Promise<ParsedMail> {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching mail arrived')), timeoutMs);
        waiters.push({
          predicate,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
}

export const toAddress = (mail: ParsedMail): string => {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? '';
};

/** The first link in the plain-text body that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const match = (mail.text ?? '').split(/\s+/).find((w) => w.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return match;
}
