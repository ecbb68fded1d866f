-- Issue 39, item 5: "Ikuti laporan di sini". An e-mail address follows the public damage reports of the
-- province, one kabupaten or one ruas, "segera" (a mail per event) or "harian" (a morning digest); double
-- opt-in, and one sent-log row per subscription, report and kind, so that nothing is mailed twice.
CREATE TYPE "area_alert_frequency" AS ENUM('segera', 'harian');--> statement-breakpoint
CREATE TABLE "area_alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	-- Neither: the whole province. One of the two: that kabupaten, or that ruas.
	"kabupaten" text,
	"road_section_id" uuid REFERENCES "road_sections"("id") ON DELETE CASCADE,
	"frequency" "area_alert_frequency" NOT NULL,
	-- The frequency the last request asked for; it becomes `frequency` when its link is pressed.
	"requested_frequency" "area_alert_frequency" NOT NULL,
	-- The last confirmation link's SHA-256 (the link itself is only in the mail) and when it was made.
	"confirm_token_hash" text,
	"confirm_requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_alert_subscriptions_one_area" CHECK ("kabupaten" IS NULL OR "road_section_id" IS NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "area_alert_subscriptions_area_idx" ON "area_alert_subscriptions" USING btree (
	lower("email"), coalesce("kabupaten", ''), coalesce("road_section_id"::text, '')
);--> statement-breakpoint
CREATE UNIQUE INDEX "area_alert_subscriptions_token_idx" ON "area_alert_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE TABLE "area_alert_sends" (
	"subscription_id" uuid NOT NULL REFERENCES "area_alert_subscriptions"("id") ON DELETE CASCADE,
	"request_id" uuid NOT NULL REFERENCES "service_requests"("id") ON DELETE CASCADE,
	-- 'baru': made public; 'selesai': became Selesai.
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- Null while it waits for the subscription's next digest ("harian"); set when its mail is queued.
	"mailed_at" timestamp with time zone,
	CONSTRAINT "area_alert_sends_pk" PRIMARY KEY ("subscription_id", "request_id", "kind"),
	CONSTRAINT "area_alert_sends_kind_check" CHECK ("kind" IN ('baru', 'selesai'))
);
--> statement-breakpoint
CREATE INDEX "area_alert_sends_waiting_idx" ON "area_alert_sends" USING btree ("subscription_id") WHERE "mailed_at" IS NULL;
