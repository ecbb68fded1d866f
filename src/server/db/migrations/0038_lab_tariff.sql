-- Issue 40, items 1 and 2: the lab's tariff as data, and a request that names its tests. A test's price is
-- a history (the row valid on a day is the latest valid_from not after it); a request keeps a snapshot of
-- each line it was priced with, so that a later price change applies to new requests only (ADR 070).
CREATE TABLE "lab_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jenis_uji" "jenis_uji" NOT NULL,
	"name" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"duration_days" integer NOT NULL,
	"perda_article" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_tests_duration_check" CHECK ("duration_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE INDEX "lab_tests_jenis_idx" ON "lab_tests" USING btree ("jenis_uji", "position");--> statement-breakpoint
CREATE TABLE "lab_test_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL REFERENCES "lab_tests"("id") ON DELETE CASCADE,
	-- Whole rupiah.
	"price" bigint NOT NULL,
	"valid_from" date NOT NULL,
	"set_by" text REFERENCES "profiles"("id") ON DELETE SET NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_test_prices_price_check" CHECK ("price" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lab_test_prices_test_from_idx" ON "lab_test_prices" USING btree ("test_id", "valid_from");--> statement-breakpoint
CREATE TABLE "lab_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL REFERENCES "pengajuan_uji"("id") ON DELETE CASCADE,
	"test_id" uuid REFERENCES "lab_tests"("id") ON DELETE SET NULL,
	-- The test as it was priced when the request was made.
	"name" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"duration_days" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lab_request_items_quantity_check" CHECK ("quantity" BETWEEN 1 AND 100),
	CONSTRAINT "lab_request_items_amount_check" CHECK ("amount" = "unit_price" * "quantity")
);
--> statement-breakpoint
CREATE INDEX "lab_request_items_request_idx" ON "lab_request_items" USING btree ("request_id", "position");
