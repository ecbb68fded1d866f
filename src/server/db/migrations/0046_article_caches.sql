-- Issue 41: the CMS's article list keeps its pages while the data version stands (docs/decisions/041), and the
-- public news keeps its pages until a write to what they show is announced (docs/decisions/054, cache/changes.ts).
CREATE CONSTRAINT TRIGGER "articles_data_version" AFTER INSERT OR UPDATE OR DELETE ON "articles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER "articles_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();--> statement-breakpoint
-- A cover's size and the byline's name: only a change of what the news shows (an image is inserted before it is a cover).
CREATE TRIGGER "images_cache" AFTER UPDATE OR DELETE OR TRUNCATE ON "images" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();--> statement-breakpoint
CREATE TRIGGER "profiles_name_cache" AFTER UPDATE OF "full_name" ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();--> statement-breakpoint
-- The next scheduled article to appear (published-articles.ts): the few with a time, in order.
CREATE INDEX "articles_scheduled_idx" ON "articles" USING btree ("scheduled_at");
