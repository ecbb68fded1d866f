-- Reset and invitation links were stored as better-auth names them, `reset-password:<token>`, in the
-- clear; they are now stored as the SHA-256 of the token (docs/decisions/044-one-link-at-a-time.md).
-- The outstanding ones are hashed the same way, so that a link mailed before the upgrade still works
-- until it expires (an invitation lasts 72 h) and none is left readable.
UPDATE "verifications"
SET "identifier" = 'reset-password-sha256:' || encode(sha256(convert_to(substr("identifier", length('reset-password:') + 1), 'UTF8')), 'hex')
WHERE starts_with("identifier", 'reset-password:');--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");
