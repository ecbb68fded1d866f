-- Issue 40, item 5: the documents the office issues are signed when issued (docs/decisions/073). Who signed
-- (the certificate's name), when, and by which signer ('lokal': the portal's own or the office's certificate;
-- 'bsre': BSSN's BSrE). Null on the documents issued before: /verifikasi says they were issued unsigned.
ALTER TABLE "issued_documents" ADD COLUMN "signature_provider" text;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD COLUMN "signer_name" text;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD COLUMN "signed_at" timestamp with time zone;
