CREATE INDEX "service_requests_tracking_code_trgm_idx" ON "service_requests" USING gin ("tracking_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_title_trgm_idx" ON "service_requests" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_description_trgm_idx" ON "service_requests" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_report_type_trgm_idx" ON "service_requests" USING gin (("details"->>'report_type') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_reporter_name_trgm_idx" ON "service_requests" USING gin (("details"->>'reporter_name') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_reporter_email_trgm_idx" ON "service_requests" USING gin (("details"->>'reporter_email') gin_trgm_ops);