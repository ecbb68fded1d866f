-- Issue 41 (docs/decisions/076): the searches of the PPID officer's list (tracking code, name, information) and of
-- the CMS's articles (title) read trigram indexes; the PPID and users lists walk (created_at, id) newest first.
-- The bridges' nama and lokasi (0000) and the users' name and e-mail (0018) have theirs already.
CREATE INDEX "ppid_requests_tracking_code_trgm_idx" ON "ppid_requests" USING gin ("tracking_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ppid_requests_name_trgm_idx" ON "ppid_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ppid_requests_information_trgm_idx" ON "ppid_requests" USING gin ("information" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ppid_requests_newest_idx" ON "ppid_requests" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "profiles_newest_idx" ON "profiles" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- The CMS list's whole order (created_at DESC, id DESC): read down, not sorted with every author joined first.
CREATE INDEX "articles_newest_idx" ON "articles" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
-- The public news, newest first: read down this index, not sorted. Not partial on the status: a predicate naming
-- 'scheduled' is a use of an enum value added earlier in the same run of a new database's migrations, which
-- PostgreSQL refuses ("unsafe use of new value"); the drafts (no published_at) lie first and are skipped.
CREATE INDEX "articles_news_idx" ON "articles" USING btree ("published_at" DESC, "created_at" DESC, "id" DESC);--> statement-breakpoint
-- The PPID officer's list keeps its pages while the data version stands (docs/decisions/041): its two tables move it.
CREATE CONSTRAINT TRIGGER "ppid_requests_data_version" AFTER INSERT OR UPDATE OR DELETE ON "ppid_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ppid_objections_data_version" AFTER INSERT OR UPDATE OR DELETE ON "ppid_objections" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
