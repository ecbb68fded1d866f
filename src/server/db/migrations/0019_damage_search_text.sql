DROP INDEX "service_requests_tracking_code_trgm_idx";--> statement-breakpoint
DROP INDEX "service_requests_title_trgm_idx";--> statement-breakpoint
DROP INDEX "service_requests_description_trgm_idx";--> statement-breakpoint
DROP INDEX "service_requests_report_type_trgm_idx";--> statement-breakpoint
DROP INDEX "service_requests_reporter_name_trgm_idx";--> statement-breakpoint
DROP INDEX "service_requests_reporter_email_trgm_idx";--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(tracking_code || chr(31) || title || chr(31) || description || chr(31) || coalesce(details->>'report_type', '')
        || chr(31) || coalesce(details->>'reporter_name', '') || chr(31) || coalesce(details->>'reporter_email', ''))) STORED;--> statement-breakpoint
CREATE INDEX "service_requests_search_trgm_idx" ON "service_requests" USING gin ("search_text" gin_trgm_ops);