import type { Env } from '../env.ts';
import { BsreSigner, bsreConfig } from './bsre-signer.ts';
import type { DocumentSigner } from './document-signer.ts';
import { LocalSigner } from './local-signer.ts';

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
