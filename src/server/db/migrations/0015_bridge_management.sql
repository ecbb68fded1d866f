CREATE TABLE "bridge_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bridge_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "inspections_bridge_idx";--> statement-breakpoint
ALTER TABLE "bridges" ADD COLUMN "kabupaten" text;--> statement-breakpoint
ALTER TABLE "bridges" ADD COLUMN "ruas_jalan" text;--> statement-breakpoint
ALTER TABLE "bridges" ADD COLUMN "status_jalan" text;--> statement-breakpoint
ALTER TABLE "bridges" ADD COLUMN "panjang" double precision;--> statement-breakpoint
ALTER TABLE "bridges" ADD COLUMN "lebar" double precision;--> statement-breakpoint
ALTER TABLE "bridges" ADD COLUMN "jumlah_bentang" smallint;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "jenis" text DEFAULT 'rutin' NOT NULL;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "inspector" text;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "nilai_kondisi" smallint;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "nk_bangunan_atas" smallint;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "nk_bangunan_bawah" smallint;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "nk_fondasi" smallint;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "nk_lantai" smallint;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "nk_sandaran" smallint;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "bridge_photos" ADD CONSTRAINT "bridge_photos_bridge_id_bridges_id_fk" FOREIGN KEY ("bridge_id") REFERENCES "public"."bridges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_photos" ADD CONSTRAINT "bridge_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bridge_photos_bridge_idx" ON "bridge_photos" USING btree ("bridge_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_photos_image_uq" ON "bridge_photos" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "inspection_photos_inspection_idx" ON "inspection_photos" USING btree ("inspection_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_photos_image_uq" ON "inspection_photos" USING btree ("image_id");--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bridges_kabupaten_idx" ON "bridges" USING btree ("kabupaten");--> statement-breakpoint
CREATE INDEX "bridges_kondisi_idx" ON "bridges" USING btree ("kondisi");--> statement-breakpoint
CREATE INDEX "inspections_bridge_idx" ON "inspections" USING btree ("bridge_id","inspected_at" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_nk_check" CHECK ("inspections"."nilai_kondisi" BETWEEN 0 AND 5);--> statement-breakpoint
-- Inspections made before issue 17 had a kondisi only: the score it stands for (docs/decisions/031).
UPDATE "inspections" SET "nilai_kondisi" = CASE "kondisi" WHEN 'Baik' THEN 1 WHEN 'Perlu Perhatian' THEN 2 WHEN 'Rusak Ringan' THEN 3 WHEN 'Rusak Berat' THEN 4 ELSE 5 END WHERE "nilai_kondisi" IS NULL;
