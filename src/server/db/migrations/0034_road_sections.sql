-- Issue 39: roads have owners. The road-section register (ruas), the authorities (instansi) that answer for a
-- status of road in a kabupaten, the road engineer's role, and where a damage report and a bridge lie on a ruas.
ALTER TYPE "app_role" ADD VALUE IF NOT EXISTS 'admin_jalan' BEFORE 'admin_ppid';--> statement-breakpoint
CREATE TYPE "road_status" AS ENUM('Nasional', 'Provinsi', 'Kabupaten');--> statement-breakpoint
CREATE TABLE "instansi" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"road_status" "road_status" NOT NULL,
	"kabupaten" text,
	"is_this_office" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instansi_name_unique" UNIQUE("name"),
	-- An authority that is not this office is reached by e-mail.
	CONSTRAINT "instansi_email_check" CHECK ("is_this_office" OR "email" IS NOT NULL)
);
--> statement-breakpoint
-- One authority per status of road and kabupaten ("every kabupaten" is the empty kabupaten).
CREATE UNIQUE INDEX "instansi_answers_for_idx" ON "instansi" USING btree ("road_status", coalesce("kabupaten", ''));--> statement-breakpoint
CREATE TABLE "road_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"no_ruas" text NOT NULL,
	"name" text NOT NULL,
	"status" "road_status" NOT NULL,
	"kabupaten" text,
	"length_km" double precision,
	"geometry" jsonb NOT NULL,
	"min_lon" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lon" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"surface" text,
	"kondisi_baik_km" double precision,
	"kondisi_sedang_km" double precision,
	"kondisi_rusak_ringan_km" double precision,
	"kondisi_rusak_berat_km" double precision,
	"kondisi_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "road_sections_no_ruas_unique" UNIQUE("no_ruas")
);
--> statement-breakpoint
CREATE INDEX "road_sections_status_idx" ON "road_sections" USING btree ("status", "kabupaten");--> statement-breakpoint
CREATE INDEX "road_sections_name_trgm_idx" ON "road_sections" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "damage_reports" ADD COLUMN "road_section_id" uuid REFERENCES "road_sections"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD COLUMN "road_distance_m" double precision;--> statement-breakpoint
ALTER TABLE "damage_reports" ADD COLUMN "owner_instansi_id" uuid REFERENCES "instansi"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "damage_reports_road_section_idx" ON "damage_reports" USING btree ("road_section_id");--> statement-breakpoint
CREATE INDEX "damage_reports_owner_idx" ON "damage_reports" USING btree ("owner_instansi_id");--> statement-breakpoint
ALTER TABLE "bridges" ADD COLUMN "road_section_id" uuid REFERENCES "road_sections"("id") ON DELETE SET NULL;--> statement-breakpoint
-- The bridge's place along its ruas in metres from the start (STA 12+300 = 12300).
ALTER TABLE "bridges" ADD COLUMN "sta_m" integer;--> statement-breakpoint
CREATE INDEX "bridges_road_section_idx" ON "bridges" USING btree ("road_section_id");
--> statement-breakpoint
-- The nearest-ruas index and the owners' table live in each process's memory (docs/decisions/054).
CREATE TRIGGER "road_sections_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "road_sections" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();--> statement-breakpoint
CREATE TRIGGER "instansi_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "instansi" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
