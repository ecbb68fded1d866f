-- Issue 41 (docs/decisions/075): the lists page by keyset, so each order's index ends with the id that breaks
-- its ties: a page after the first then starts in the index at its cursor's row, in the list's whole order.
DROP INDEX IF EXISTS "damage_reports_supported_idx";--> statement-breakpoint
CREATE INDEX "damage_reports_supported_idx" ON "damage_reports" USING btree ("visibility","supporters" DESC NULLS LAST,"reported_at" DESC NULLS LAST,"request_id");--> statement-breakpoint
DROP INDEX IF EXISTS "service_requests_created_idx";--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at","id");--> statement-breakpoint
-- The admin damage-report table "Menurut status": the enum's order, newest first within each status.
CREATE INDEX "service_requests_status_created_idx" ON "service_requests" USING btree ("status","created_at" DESC,"id" DESC);--> statement-breakpoint
DROP INDEX IF EXISTS "sirekanan_created_idx";--> statement-breakpoint
CREATE INDEX "sirekanan_created_idx" ON "sirekanan_requests" USING btree ("created_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "pengajuan_uji_created_idx";--> statement-breakpoint
CREATE INDEX "pengajuan_uji_created_idx" ON "pengajuan_uji" USING btree ("created_at","id");
--> statement-breakpoint
-- The admin searches of Sirekanan and Uji Lab read trigram indexes (pg_trgm: migration 0000), as the damage
-- reports' search_text and the profiles' name and e-mail already do.
CREATE INDEX "sirekanan_tracking_code_trgm_idx" ON "sirekanan_requests" USING gin ("tracking_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sirekanan_subject_trgm_idx" ON "sirekanan_requests" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pengajuan_uji_tracking_code_trgm_idx" ON "pengajuan_uji" USING gin ("tracking_code" gin_trgm_ops);
