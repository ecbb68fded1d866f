CREATE TABLE "damage_report_supporters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"browser_key" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "damage_report_supporters" ADD CONSTRAINT "damage_report_supporters_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "damage_report_supporters_browser_idx" ON "damage_report_supporters" USING btree ("request_id","browser_key");--> statement-breakpoint
CREATE UNIQUE INDEX "damage_report_supporters_email_idx" ON "damage_report_supporters" USING btree ("request_id","email") WHERE "damage_report_supporters"."email" is not null;