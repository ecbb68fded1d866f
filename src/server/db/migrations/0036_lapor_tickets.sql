-- SP4N-LAPOR! (issue 39, item 4; docs/decisions/066): one row per damage report sent (or to be sent) to
-- LAPOR!, with its ticket and LAPOR!'s last status, and each LAPOR! answer already written into the report's
-- history, so that polling never writes one twice.
CREATE TABLE "lapor_tickets" (
	"request_id" uuid PRIMARY KEY NOT NULL REFERENCES "service_requests"("id") ON DELETE CASCADE,
	"state" text DEFAULT 'pending' NOT NULL,
	"ticket" text,
	"lapor_status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "lapor_tickets_state_check" CHECK ("state" IN ('pending', 'sent', 'failed', 'unauthorised')),
	CONSTRAINT "lapor_tickets_sent_check" CHECK (("state" = 'sent') = ("ticket" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lapor_tickets_ticket_idx" ON "lapor_tickets" USING btree ("ticket");
--> statement-breakpoint
CREATE INDEX "lapor_tickets_open_idx" ON "lapor_tickets" USING btree ("polled_at") WHERE "state" = 'sent' AND "closed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "lapor_tickets_state_idx" ON "lapor_tickets" USING btree ("state") WHERE "state" <> 'sent';
--> statement-breakpoint
CREATE TABLE "lapor_updates" (
	"request_id" uuid NOT NULL REFERENCES "lapor_tickets"("request_id") ON DELETE CASCADE,
	"update_id" text NOT NULL,
	"lapor_status" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lapor_updates_pkey" PRIMARY KEY("request_id", "update_id")
);
--> statement-breakpoint
-- The admin list shows the ticket: its kept pages follow data_version (docs/decisions/041).
CREATE CONSTRAINT TRIGGER "lapor_tickets_data_version" AFTER INSERT OR UPDATE OR DELETE ON "lapor_tickets" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
