import type { Env } from '../env.ts';
import { BsreSigner, bsreConfig } from './bsre-signer.ts';
import type { DocumentSigner } from './document-signer.ts';
import { LocalSigner } from './local-signer.ts';
import type { SigningHealth } from '../../shared/system-schemas.ts';

export { SigningFailed, type DocumentSigner } from './document-signer.ts';
export { padesVerify } from './pades.ts';
export { bsreConfig } from './bsre-signer.ts';

const signers = new WeakMap<object, DocumentSigner>();

/** The portal's signer: BSrE when it is configured, else the local PAdES signer (one per environment). */
export function documentSigner(env: Env): DocumentSigner {
  let signer = signers.get(env);
  if (!signer) {
    const bsre = bsreConfig(env);
    signer = bsre ? new BsreSigner(bsre) : new LocalSigner(env);
    signers.set(env, signer);
  }
  return signer;
}

/**
 * What /admin/sistem and the morning digest say of signing (issue 40, item 5): who signs, with which
 * certificate until when, or why it cannot sign (an office P12 that does not open). BSrE's own certificate
 * lives at BSrE and is not asked for here: a call per page view would cost a quota and prove little.
 */
export function signingHealth(env: Env): SigningHealth {
  const signer = documentSigner(env);
  if (!(signer instanceof LocalSigner)) {
    return {
      provider: 'bsre',
      subject: env.BSRE_SEAL_ID ? `segel ${env.BSRE_SEAL_ID}` : `NIK ${env.BSRE_NIK ?? ''}`,
      validTo: null,
      error: null,
    };
  }
  try {
    const c = signer.certificate();
    return { provider: c.source, subject: c.subject, validTo: c.validTo.toISOString(), error: null };
  } catch (err) {
    return { provider: env.SIGNING_P12_FILE ? 'p12' : 'portal', subject: null, validTo: null, error: (err as Error).message };
  }
}
