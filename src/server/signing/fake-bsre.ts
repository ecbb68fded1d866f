import { createPrivateKey, X509Certificate } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { selfSigned } from './local-signer.ts';
import { padesSign } from './pades.ts';

/** For the tests: the official's NIK and passphrase, the seal and its code, and the client's credentials the fake BSrE knows. */
export const FAKE_BSRE = {
  nik: '7601010101900001',
  passphrase: 'Rahasia-BSrE-7f3c!',
  clientId: 'portal-pupr',
  clientSecret: 'rahasia-klien-bsre',
  signerCn: 'Ir. Andi Kepala Dinas (BSrE uji)',
  /** The institution's seal and the one-time code (TOTP) the fake accepts for it. */
  sealId: 'SEGEL-PUPR-SULBAR-01',
  totp: '482913',
};

/** What the next sign request gets: signed, a wrong passphrase (400), a 5xx, or no answer at all. */
type FakeBsreReply = 'ok' | 'wrong' | 'error' | 'hang';

/**
 * A fake of BSrE's API v2 (docs/decisions/073): POST /api/v2/sign/pdf signs the PDF with a certificate of
 * its own when the NIK and passphrase (or the seal's id and one-time code) are right; POST /api/v2/verify/pdf answers VALID for a file it signed.
 * It records each call's path and the passphrase it received, so that a test sees it was sent once.
 */
export async function startFakeBsre() {
  const made = selfSigned(FAKE_BSRE.signerCn);
  const key = createPrivateKey(made.keyPem);
  const certs = [new X509Certificate(made.certPem).raw];
  const calls: { path: string; passphrase: unknown }[] = [];
  const replies: FakeBsreReply[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`${FAKE_BSRE.clientId}:${FAKE_BSRE.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return send(401, { status_code: 401, error: 'Unauthorized' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(400, { error: 'JSON tidak valid' });
      }
      calls.push({ path: req.url ?? '', passphrase: body.passphrase ?? body.totp });
      if (req.url === '/api/v2/sign/pdf') {
        const reply = replies.shift() ?? 'ok';
        if (reply === 'hang') return void hanging.push(res);
        if (reply === 'error') return send(502, { error: 'Bad Gateway' });
        const person = body.nik === FAKE_BSRE.nik && body.passphrase === FAKE_BSRE.passphrase;
        const seal = body.idSubscriber === FAKE_BSRE.sealId && body.totp === FAKE_BSRE.totp;
        if (reply === 'wrong' || !(person || seal)) {
          return send(400, { status_code: 2031, error: 'Passphrase anda salah' });
        }
        const file = Array.isArray(body.file) && typeof body.file[0] === 'string' ? Buffer.from(body.file[0], 'base64') : null;
        if (!file) return send(400, { error: 'File tidak ada' });
        const reason = String((body.signatureProperties as Array<{ reason?: string }> | undefined)?.[0]?.reason ?? '');
        void padesSign(file, { key, certs, name: FAKE_BSRE.signerCn, reason, location: 'BSrE' }).then(
          (signed) => send(200, { file: [signed.toString('base64')], time: Date.now(), id: ['fake-1'] }),
          () => send(400, { error: 'Dokumen tidak dapat ditandatangani' }),
        );
        return;
      }
      if (req.url === '/api/v2/verify/pdf') return send(200, { conclusion: 'VALID', signatureInformations: [] });
      send(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    replies,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
