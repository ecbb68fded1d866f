-- Issue 39, item 3: a damage report on a road this office does not own is forwarded to the authority that
-- owns it (docs/decisions/065). Its status is Diteruskan (only damage reports take it); each forwarding, by a
-- moderator's approval (forwarded_by null) or by hand, and its taking back, is one row.
ALTER TYPE "public"."request_status" ADD VALUE IF NOT EXISTS 'Diteruskan';--> statement-breakpoint
CREATE TABLE "report_forwardings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL REFERENCES "service_requests"("id") ON DELETE CASCADE,
	"instansi_id" uuid REFERENCES "instansi"("id") ON DELETE SET NULL,
	-- The authority's name and address when it was sent: the record stays true if the register changes.
	"instansi_name" text NOT NULL,
	"instansi_email" text NOT NULL,
	-- The history row of the move to Diteruskan (its timeline step names the instansi).
	"status_change_id" uuid REFERENCES "status_changes"("id") ON DELETE SET NULL,
	"forwarded_by" text REFERENCES "profiles"("id") ON DELETE SET NULL,
	"forwarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"taken_back_at" timestamp with time zone,
	"taken_back_by" text REFERENCES "profiles"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "report_forwardings_request_idx" ON "report_forwardings" USING btree ("request_id", "forwarded_at");--> statement-breakpoint
CREATE INDEX "report_forwardings_instansi_idx" ON "report_forwardings" USING btree ("instansi_id");--> statement-breakpoint
CREATE INDEX "report_forwardings_status_change_idx" ON "report_forwardings" USING btree ("status_change_id");--> statement-breakpoint
-- A report is with at most one other authority at a time.
CREATE UNIQUE INDEX "report_forwardings_open_idx" ON "report_forwardings" USING btree ("request_id") WHERE "taken_back_at" IS NULL;
