CREATE TABLE "damage_report_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"redacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "damage_reports" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"report_type" text NOT NULL,
	"kabupaten" text,
	"latitude" double precision,
	"longitude" double precision,
	"visibility" text DEFAULT 'menunggu' NOT NULL,
	"confidential" boolean DEFAULT false NOT NULL,
	"hidden_reason" text,
	"public_location" text,
	"public_description" text,
	"supporters" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "damage_report_photos" ADD CONSTRAINT "damage_report_photos_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD CONSTRAINT "damage_reports_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "damage_report_photos_position_idx" ON "damage_report_photos" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "damage_reports_public_idx" ON "damage_reports" USING btree ("visibility","reported_at" DESC NULLS LAST,"request_id");--> statement-breakpoint
CREATE INDEX "damage_reports_supported_idx" ON "damage_reports" USING btree ("visibility","supporters" DESC NULLS LAST,"reported_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "damage_reports_position_idx" ON "damage_reports" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target","at");--> statement-breakpoint
-- Reports sent before issue 15: no pin or kabupaten, waiting for a moderator like any new one.
INSERT INTO "damage_reports" ("request_id", "report_type", "reported_at")
SELECT "id", COALESCE(NULLIF("details"->>'report_type', ''), 'Lainnya'), "created_at"
FROM "service_requests" WHERE "service_type" = 'lapor_kerusakan';--> statement-breakpoint
INSERT INTO "damage_report_photos" ("request_id", "position", "url")
SELECT "id", 0, "details"->>'photo_url'
FROM "service_requests" WHERE "service_type" = 'lapor_kerusakan' AND COALESCE("details"->>'photo_url', '') <> '';
