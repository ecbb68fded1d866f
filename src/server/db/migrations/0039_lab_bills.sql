-- Issue 40, item 3: an Uji Lab request's bill (SKRD-style) and every payment notification or counter entry
-- about it (docs/decisions/071). Menunggu Pembayaran is a value of request_status only Uji Lab takes, and only
-- when its bill is issued.
ALTER TYPE "public"."request_status" ADD VALUE IF NOT EXISTS 'Menunggu Pembayaran';--> statement-breakpoint
CREATE TYPE "public"."lab_bill_status" AS ENUM('belum', 'lunas', 'batal');--> statement-breakpoint
CREATE TYPE "public"."lab_payment_channel" AS ENUM('va', 'qris', 'loket');--> statement-breakpoint
CREATE TYPE "public"."lab_payment_result" AS ENUM('diterima', 'ditolak');--> statement-breakpoint
-- The bill's running number (SKRD/UJILAB/{year}/{000123}) and its virtual account's customer number.
CREATE SEQUENCE "lab_bill_seq";--> statement-breakpoint
CREATE TABLE "lab_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint NOT NULL UNIQUE,
	"number" text NOT NULL UNIQUE,
	"request_id" uuid NOT NULL REFERENCES "pengajuan_uji"("id"),
	-- The priced lines as they were when the bill was issued (a later tariff change does not alter it).
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL CHECK ("total" > 0),
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text REFERENCES "profiles"("id") ON DELETE SET NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" "lab_bill_status" DEFAULT 'belum' NOT NULL,
	"paid_at" timestamp with time zone,
	"channel" "lab_payment_channel",
	-- The bank's or the counter's reference of the payment that settled it (receipt number at the counter).
	"paid_reference" text,
	-- SNAP BI virtual account: the customer number after the bank's partner service id (unique per bill).
	"va_customer_no" text NOT NULL UNIQUE,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "lab_bills_request_idx" ON "lab_bills" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "lab_bills_issued_idx" ON "lab_bills" USING btree ("issued_at");--> statement-breakpoint
-- A request has at most one bill that is not cancelled.
CREATE UNIQUE INDEX "lab_bills_open_idx" ON "lab_bills" USING btree ("request_id") WHERE "status" <> 'batal';--> statement-breakpoint
CREATE TABLE "lab_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	-- Null when the notification named no bill the portal knows.
	"bill_id" uuid REFERENCES "lab_bills"("id"),
	"channel" "lab_payment_channel" NOT NULL,
	-- sha256 of the notification's minified body (the counter: of its receipt number and date).
	"payload_hash" text NOT NULL,
	-- Whether its signature was valid: only authentic notifications count and are answered from here again.
	"authentic" boolean NOT NULL,
	"amount" integer,
	"reference" text,
	"result" "lab_payment_result" NOT NULL,
	"reason" text,
	-- The answer given, so that the same notification again gets the same answer.
	"response" jsonb,
	"recorded_by" text REFERENCES "profiles"("id") ON DELETE SET NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lab_payments_bill_idx" ON "lab_payments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "lab_payments_received_idx" ON "lab_payments" USING btree ("received_at");--> statement-breakpoint
-- The same notification twice is one payment with one answer.
CREATE UNIQUE INDEX "lab_payments_once_idx" ON "lab_payments" USING btree ("channel", "payload_hash") WHERE "authentic";--> statement-breakpoint
-- A bill is settled by one accepted payment.
CREATE UNIQUE INDEX "lab_payments_settles_idx" ON "lab_payments" USING btree ("bill_id") WHERE "result" = 'diterima';
