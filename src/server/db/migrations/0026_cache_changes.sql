-- Every committed write to a table that an in-process cache reads is announced to every process of
-- every instance (issue 36, item 3; docs/decisions/054): NOTIFY portal_cache with the table's name.
-- PostgreSQL delivers a notification when its transaction commits (never for one rolled back) and
-- folds identical ones of one transaction into one; a statement-level trigger sends one per statement
-- however many rows it wrote. src/server/cache/changes.ts listens and forgets what the table fed.
CREATE OR REPLACE FUNCTION portal_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "damage_reports_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "damage_reports" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
--> statement-breakpoint
CREATE TRIGGER "damage_report_photos_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "damage_report_photos" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
--> statement-breakpoint
CREATE TRIGGER "damage_report_supporters_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "damage_report_supporters" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
--> statement-breakpoint
CREATE TRIGGER "service_requests_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_requests" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
--> statement-breakpoint
CREATE TRIGGER "status_changes_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "status_changes" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
--> statement-breakpoint
CREATE TRIGGER "bridges_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bridges" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
--> statement-breakpoint
CREATE TRIGGER "bridge_photos_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bridge_photos" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
--> statement-breakpoint
CREATE TRIGGER "inspections_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inspections" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
--> statement-breakpoint
CREATE TRIGGER "inspection_photos_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inspection_photos" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
--> statement-breakpoint
-- Sessions: only what ends one (a sign-out, a password reset) or changes what it says (an address verified).
-- A sign-in makes nothing confirmed out of date, and a transaction that notifies commits under a lock
-- PostgreSQL holds for every notifying commit: a burst of sign-ins must not queue behind it.
CREATE TRIGGER "sessions_cache" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
--> statement-breakpoint
CREATE TRIGGER "users_cache" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION portal_cache_changed();
