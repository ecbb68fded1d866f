import { Worker } from 'node:worker_threads';
import { AUTH } from '../../../shared/strings.ts';

/*
 * docs/decisions/008-registration-and-upload-quota.md. A new password must not be the e-mail or
 * the name, and zxcvbn (with Indonesian and local words) must rate it at least MIN_SCORE: that
 * refuses the common passwords and the obvious patterns (12345678, qwerty, Mamuju2026).
 * zxcvbn needs up to ~130 ms of CPU for a long, patterned password, so it runs in a worker thread
 * and judges the first JUDGED_LENGTH characters only (a password longer than that is rarely weak
 * in its first 32 and not weak at all after them).
 */
const MIN_SCORE = 2;
const JUDGED_LENGTH = 32;

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (score: number) => void; reject: (err: unknown) => void }>();

function judge(password: string, userInputs: string[]): Promise<number> {
  if (!worker) {
    // Beside this module: the .ts in the sources, the .mjs in the bundled server (scripts/server-build.ts).
    const file = import.meta.url.endsWith('.ts') ? './password-strength-worker.ts' : './password-strength-worker.mjs';
    worker = new Worker(new URL(file, import.meta.url));
    worker.on('message', ({ id, score }: { id: number; score: number }) => {
      pending.get(id)?.resolve(score);
      pending.delete(id);
      if (!pending.size) worker?.unref();
    });
    worker.on('error', (err) => {
      for (const { reject } of pending.values()) reject(err);
      pending.clear();
      worker = undefined;
    });
  }
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    // The worker holds the process open while it has a password to judge, and only then: a script
    // that registered someone (the bench, a test) ends when its own work does.
    worker!.ref();
    pending.set(id, { resolve, reject });
    worker!.postMessage({ id, password: password.slice(0, JUDGED_LENGTH), userInputs });
  });
}

const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The Indonesian reason a new password is refused, or null when it is good enough. */
export async function passwordProblem(password: string, who: { email: string; fullName: string }): Promise<string | null> {
  const pw = normalise(password);
  const localPart = who.email.split('@')[0] ?? '';
  const identities = [who.email, localPart, who.fullName, ...who.fullName.split(/\s+/)].map(normalise).filter((s) => s.length >= 3);
  if (identities.some((s) => pw === s || (s.length >= 5 && pw.includes(s) && pw.length - s.length < 4))) return AUTH.passwordLikeIdentity;
  const score = await judge(password, identities);
  return score >= MIN_SCORE ? null : AUTH.passwordWeak;
}
