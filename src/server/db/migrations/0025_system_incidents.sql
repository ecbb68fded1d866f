CREATE TABLE "system_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_incidents_kind_check" CHECK ("kind" IN ('database_unavailable'))
);
--> statement-breakpoint
CREATE INDEX "system_incidents_ended_idx" ON "system_incidents" USING btree ("ended_at");
