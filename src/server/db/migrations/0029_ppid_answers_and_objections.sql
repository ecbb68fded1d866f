-- Issue 38, item 3 (ADR 060): the PPID's answer by its kind (Perki 1/2021), and an objection's decision
-- and how the PPID carried out an upheld one.
ALTER TABLE "ppid_requests" ADD COLUMN "answer_type" text;--> statement-breakpoint
ALTER TABLE "ppid_requests" ADD COLUMN "withheld" text;--> statement-breakpoint
ALTER TABLE "ppid_requests" ADD COLUMN "holder" text;--> statement-breakpoint
UPDATE "ppid_requests" SET "answer_type" = CASE "status" WHEN 'Ditolak' THEN 'ditolak' ELSE 'dikabulkan' END
  WHERE "answered_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ppid_requests" ADD CONSTRAINT "ppid_requests_answer_type_check"
  CHECK ("answer_type" IN ('dikabulkan', 'sebagian', 'ditolak', 'tidak-dikuasai'));--> statement-breakpoint
ALTER TABLE "ppid_objections" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "ppid_objections" ADD CONSTRAINT "ppid_objections_decision_check" CHECK ("decision" IN ('diterima', 'ditolak'));--> statement-breakpoint
ALTER TABLE "ppid_objections" ADD COLUMN "order_due_on" date;--> statement-breakpoint
ALTER TABLE "ppid_objections" ADD COLUMN "carried_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ppid_objections" ADD COLUMN "carried_out_by" text REFERENCES "profiles"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "ppid_objections" ADD COLUMN "carried_out_note" text;--> statement-breakpoint
ALTER TABLE "ppid_objections" ADD COLUMN "carried_out_files" jsonb;
