-- Issue 38: one change of a request is one history row carrying its notes and its document.
ALTER TABLE "status_changes" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "attachment" text;--> statement-breakpoint
ALTER TABLE "status_changes" ADD COLUMN "by_requester" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_attachment_check" CHECK ("attachment" IN ('reply_letter', 'lab_result', 'after_photo'));--> statement-breakpoint
-- The reopens made before this column existed were written as a note beginning with the reopen's words.
UPDATE "status_changes" SET "by_requester" = true, "public_note" = substr("public_note", 28) WHERE "public_note" LIKE 'Dibuka kembali oleh warga: %';
