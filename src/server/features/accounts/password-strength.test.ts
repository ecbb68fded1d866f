import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH } from '../../../shared/strings.ts';
import { passwordProblem } from './password-strength.ts';

const who = { email: 'andi@contoh.id', fullName: 'Andi Mappanyukki' };

describe('passwordProblem', () => {
  it('refuses a common password and the name, and accepts a strong one', async () => {
    expect(await passwordProblem('12345678', who)).toBe(AUTH.passwordWeak);
    expect(await passwordProblem('Mappanyukki', who)).toBe(AUTH.passwordLikeIdentity);
    expect(await passwordProblem('Jembatan-Kayu-Tua-1987', who)).toBeNull();
  });

  it('holds a script open while it judges, and no longer: a script that judged a password ends', () => {
    // The zxcvbn worker once kept every process that registered someone alive for good (the bench hung after its report).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'password-strength-'));
    const script = path.join(dir, 'judge.mjs');
    fs.writeFileSync(
      script,
      `import { passwordProblem } from ${JSON.stringify(new URL('./password-strength.ts', import.meta.url).href)};
      console.log(JSON.stringify(await passwordProblem('Jembatan-Kayu-Tua-1987', ${JSON.stringify(who)})));`,
    );
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 20_000 });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('null');
  });
});
