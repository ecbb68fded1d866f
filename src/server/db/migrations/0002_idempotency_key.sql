-- Idempotency-Key of a submitted form: a resend after a lost response finds its row instead of adding one.
ALTER TABLE "contact_messages" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "pengajuan_uji" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "sirekanan_requests" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_idempotency_key_idx" ON "contact_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pengajuan_uji_idempotency_key_idx" ON "pengajuan_uji" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_idempotency_key_idx" ON "service_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sirekanan_idempotency_key_idx" ON "sirekanan_requests" USING btree ("idempotency_key");