ALTER TABLE "outbox_mails" DROP CONSTRAINT "outbox_mails_status_check";--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_status_check" CHECK ("status" IN ('pending', 'sent', 'failed', 'held'));--> statement-breakpoint
CREATE INDEX "outbox_mails_to_created_idx" ON "outbox_mails" USING btree (lower("to_address"),"created_at");--> statement-breakpoint
CREATE TABLE "mail_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_confirmations" ADD CONSTRAINT "mail_confirmations_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_confirmations_request_email_idx" ON "mail_confirmations" USING btree ("request_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_confirmations_token_idx" ON "mail_confirmations" USING btree ("token_hash");
