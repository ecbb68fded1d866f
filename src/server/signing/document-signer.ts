/**
 * The portal signs the documents it issues (issue 40, item 5; docs/decisions/073): a result report of Uji Lab
 * and a Sirekanan reply letter carry a PAdES signature, made by BSrE (BSSN) when it is configured or by
 * the portal's own certificate otherwise.
 */

/** Why a signature is not valid: none, unreadable, its key did not make it, or the file changed after it. */
type SignatureProblem = 'unsigned' | 'damaged' | 'badSignature' | 'changed';

/** What a PDF's signature says about itself (checked by the portal, whoever signed). */
export type SignatureCheck =
  | {
      valid: true;
      /** The signing certificate's CN. */
      signer: string | null;
      signedAt: Date | null;
      reason: string | null;
      subFilter: string | null;
      certificateSha256: string;
    }
  | {
      valid: false;
      problem: SignatureProblem;
      signer?: string | null;
      signedAt?: Date | null;
      reason?: string | null;
      subFilter?: string | null;
    };

export type SignOptions = {
  /** Who signs, as the PDF names them (the staff member issuing it). */
  signer: string;
  /** Why: "Hasil uji LAB-…", written in the signature. */
  reason: string;
  /** BSrE's passphrase (a person's certificate) or one-time code (the institution's seal); used once, never kept. */
  passphrase?: string | undefined;
};

export interface DocumentSigner {
  /** 'lokal' (the portal's own or the office's P12) or 'bsre'. */
  readonly provider: 'lokal' | 'bsre';
  /** Whether staff must type a passphrase or one-time code to sign. */
  readonly needsPassphrase: boolean;
  sign(pdf: Buffer, options: SignOptions): Promise<Buffer>;
  verify(pdf: Buffer): Promise<SignatureCheck>;
}

/**
 * Signing failed in a way staff must see: `kind` says which (a wrong passphrase, the service down, or —
 * after a timeout — not known whether it signed, which is never retried by the portal).
 */
export class SigningFailed extends Error {
  readonly kind: 'passphrase' | 'unavailable' | 'unknown' | 'unsignable';
  constructor(kind: SigningFailed['kind'], detail: string) {
    super(detail);
    this.kind = kind;
  }
}
