CREATE TABLE "damage_report_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"email" text NOT NULL,
	"fixed" boolean NOT NULL,
	"reason" text,
	"photo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "damage_report_targets" (
	"report_type" text PRIMARY KEY NOT NULL,
	"working_days" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open311_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "damage_report_photos_position_idx";--> statement-breakpoint
ALTER TABLE "bridges" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "bridges" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "damage_report_photos" ADD COLUMN "kind" text DEFAULT 'laporan' NOT NULL;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD COLUMN "reopen_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD COLUMN "bridge_id" uuid;--> statement-breakpoint
ALTER TABLE "damage_report_feedback" ADD CONSTRAINT "damage_report_feedback_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_report_feedback" ADD CONSTRAINT "damage_report_feedback_photo_id_damage_report_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."damage_report_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_report_targets" ADD CONSTRAINT "damage_report_targets_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open311_api_keys" ADD CONSTRAINT "open311_api_keys_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "damage_report_feedback_once_idx" ON "damage_report_feedback" USING btree ("request_id","round","email");--> statement-breakpoint
CREATE UNIQUE INDEX "open311_api_keys_hash_idx" ON "open311_api_keys" USING btree ("key_hash");--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_bridge_id_bridges_id_fk" FOREIGN KEY ("bridge_id") REFERENCES "public"."bridges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bridges_position_idx" ON "bridges" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "damage_reports_due_idx" ON "damage_reports" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "damage_reports_bridge_idx" ON "damage_reports" USING btree ("bridge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "damage_report_photos_position_idx" ON "damage_report_photos" USING btree ("request_id","kind","position");--> statement-breakpoint
-- Targets an office can start from (working days); a super admin changes them in /admin/laporan.
INSERT INTO "damage_report_targets" ("report_type", "working_days") VALUES
  ('Jalan', 10), ('Jembatan', 15), ('Bangunan Air', 10), ('Bangunan Gedung', 15), ('Lainnya', 15)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Reports already finished: when they last became Selesai.
UPDATE "damage_reports" d SET "finished_at" = (
  SELECT max(c."changed_at") FROM "status_changes" c
  WHERE c."request_table" = 'service_requests' AND c."request_id" = d."request_id" AND c."to_status" = 'Selesai'
)
FROM "service_requests" r
WHERE r."id" = d."request_id" AND r."status" = 'Selesai';
