-- Issue 40, item 4: after payment the sample is brought to the lab in a booked slot (or in the opening hours),
-- received with a register number, and the test's clock starts (docs/decisions/072). Only Uji Lab takes the two
-- statuses (src/shared/request-transitions.ts); neither is used as a literal below (a value added in this run
-- cannot be).
ALTER TYPE "public"."request_status" ADD VALUE IF NOT EXISTS 'Menunggu Sampel' BEFORE 'Selesai';--> statement-breakpoint
ALTER TYPE "public"."request_status" ADD VALUE IF NOT EXISTS 'Dalam Pengujian' BEFORE 'Selesai';--> statement-breakpoint
-- The lab's opening hours: one row (id = 1), set by staff on /admin/ujilab/jadwal.
CREATE TABLE "lab_schedule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	-- ISO weekdays the lab receives samples (1 = Senin … 5 = Jumat).
	"weekdays" integer[] DEFAULT '{1,2,3,4,5}' NOT NULL CHECK ("weekdays" <@ '{1,2,3,4,5,6,7}'),
	"opens_at" time DEFAULT '08:00' NOT NULL,
	"closes_at" time DEFAULT '15:00' NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL CHECK ("slot_minutes" BETWEEN 15 AND 480),
	"capacity" integer DEFAULT 4 NOT NULL CHECK ("capacity" BETWEEN 1 AND 100),
	"updated_by" text REFERENCES "profiles"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CHECK ("opens_at" < "closes_at")
);
--> statement-breakpoint
INSERT INTO "lab_schedule" ("id") VALUES (1);--> statement-breakpoint
-- Days the lab is closed besides weekends and public holidays (a lab outing, maintenance).
CREATE TABLE "lab_closed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"note" text,
	"created_by" text REFERENCES "profiles"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A request's booked slot (one per request; moved at most once).
CREATE TABLE "lab_bookings" (
	"request_id" uuid PRIMARY KEY NOT NULL REFERENCES "pengajuan_uji"("id") ON DELETE CASCADE,
	"slot_day" date NOT NULL,
	"slot_start" time NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL CHECK ("moves" BETWEEN 0 AND 1),
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lab_bookings_slot_idx" ON "lab_bookings" USING btree ("slot_day", "slot_start");--> statement-breakpoint
-- A slot's capacity, enforced here under concurrency: bookings of one slot wait for each other (an advisory lock
-- per slot, held to the end of the transaction), then the count is checked. SQLSTATE P0001 'lab_slot_full'.
CREATE FUNCTION "lab_bookings_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	taken integer;
	cap integer;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('lab_slot:' || NEW.slot_day::text || ' ' || NEW.slot_start::text));
	SELECT capacity INTO cap FROM lab_schedule WHERE id = 1;
	SELECT count(*) INTO taken FROM lab_bookings
		WHERE slot_day = NEW.slot_day AND slot_start = NEW.slot_start AND request_id <> NEW.request_id;
	IF taken >= coalesce(cap, 0) THEN
		RAISE EXCEPTION 'lab_slot_full' USING ERRCODE = 'P0001';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "lab_bookings_capacity_check" BEFORE INSERT OR UPDATE OF "slot_day", "slot_start" ON "lab_bookings"
	FOR EACH ROW EXECUTE FUNCTION "lab_bookings_capacity"();
--> statement-breakpoint
-- The sample as received: its register number starts the test's clock (due_on in working days, WITA).
CREATE TABLE "lab_samples" (
	"request_id" uuid PRIMARY KEY NOT NULL REFERENCES "pengajuan_uji"("id") ON DELETE CASCADE,
	"register_number" text NOT NULL,
	"sample_count" integer NOT NULL CHECK ("sample_count" BETWEEN 1 AND 1000),
	"condition" text NOT NULL CHECK ("condition" IN ('baik', 'rusak', 'kurang')),
	"photo_url" text,
	"received_by" text REFERENCES "profiles"("id") ON DELETE SET NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lab_samples_register_number_idx" ON "lab_samples" USING btree (upper("register_number"));--> statement-breakpoint
CREATE INDEX "lab_samples_due_idx" ON "lab_samples" USING btree ("due_on");
