import type { SigningInfo } from '../../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../../shared/issued-document-strings.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../http/errors.ts';
import type { SigningContext } from '../../requests/request-kinds.ts';
import { bsreConfig, documentSigner, padesVerify, SigningFailed } from '../../signing/index.ts';

/** How an issued document was signed, as its row records it. */
export type DocumentSignature = { provider: 'lokal' | 'bsre'; signer: string | null; signedAt: Date | null };

const S = DOCUMENTS.signing;

/**
 * Signs a document before it is stored (issue 40, item 5): by BSrE with the passphrase staff typed for
 * this change, or by the portal's certificate. Any failure changes nothing: a wrong passphrase is the
 * field's error, BSrE away is 503, and a timeout ends "tidak diketahui" without a retry. The passphrase is
 * neither logged nor kept: only the kind of failure is logged.
 */
export async function signDocument(
  ctx: SigningContext,
  pdf: Buffer,
  reason: string,
): Promise<{ data: Buffer; signature: DocumentSignature }> {
  const signer = documentSigner(ctx.env);
  if (signer.needsPassphrase && !ctx.passphrase) {
    throw new AppError('VALIDATION', S.passphraseMissing, { fields: { passphrase: S.passphraseMissing } });
  }
  let data: Buffer;
  try {
    data = await signer.sign(pdf, { signer: ctx.signer, reason, passphrase: ctx.passphrase ?? undefined });
  } catch (err) {
    if (!(err instanceof SigningFailed)) throw err;
    ctx.log.warn({ provider: signer.provider, failure: err.kind, detail: err.message }, 'document signing failed');
    switch (err.kind) {
      case 'passphrase':
        throw new AppError('VALIDATION', S.passphraseWrong, { fields: { passphrase: S.passphraseWrong } });
      case 'unavailable':
        throw new AppError('NOT_READY', S.unavailable);
      case 'unknown':
        throw new AppError('NOT_READY', S.unknown, { title: S.unknownTitle });
      case 'unsignable':
        throw new AppError('VALIDATION', S.unsignable, { fields: { document: S.unsignable } });
    }
  }
  const check = padesVerify(data);
  return { data, signature: { provider: signer.provider, signer: check.signer ?? null, signedAt: check.signedAt ?? null } };
}

/** What the "Ubah status" form needs to know: whether to ask for BSrE's passphrase (a person) or one-time code (the seal). */
export function signingInfo(env: Env): SigningInfo {
  const bsre = bsreConfig(env);
  if (!bsre) return { provider: 'lokal', ask: null };
  return { provider: 'bsre', ask: 'nik' in bsre.identity ? 'passphrase' : 'sealCode' };
}
