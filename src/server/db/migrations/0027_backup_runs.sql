CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"name" text,
	"location" text,
	"size_bytes" bigint,
	"error" text,
	CONSTRAINT "backup_runs_trigger_check" CHECK ("trigger" IN ('schedule', 'manual')),
	CONSTRAINT "backup_runs_status_check" CHECK ("status" IN ('ok', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_finished_idx" ON "backup_runs" USING btree ("finished_at");
