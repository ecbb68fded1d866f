CREATE TABLE "issued_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_table" text NOT NULL,
	"request_id" uuid NOT NULL,
	"tracking_code" text NOT NULL,
	"kind" text NOT NULL,
	"file_url" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"issued_by" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_issued_by_profiles_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_documents_request_idx" ON "issued_documents" USING btree ("request_table","request_id");--> statement-breakpoint
CREATE INDEX "issued_documents_code_idx" ON "issued_documents" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "issued_documents_sha256_idx" ON "issued_documents" USING btree ("sha256");