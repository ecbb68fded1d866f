CREATE TABLE "data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_version" ADD CONSTRAINT "data_version_one_row" CHECK ("id");
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- Adds one to data_version once per transaction that wrote to a watched table, as it commits (the
-- triggers are deferred): the row is locked only for the moment of the commit, and a reader sees
-- the new number exactly when it sees the rows. docs/decisions/041.
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.data_version_bumped', true) IS DISTINCT FROM 'ya' THEN
    PERFORM set_config('portal.data_version_bumped', 'ya', true);
    UPDATE data_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_data_version" AFTER INSERT OR UPDATE OR DELETE ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "service_requests_data_version" AFTER INSERT OR UPDATE OR DELETE ON "service_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "damage_reports_data_version" AFTER INSERT OR UPDATE OR DELETE ON "damage_reports" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "damage_report_photos_data_version" AFTER INSERT OR UPDATE OR DELETE ON "damage_report_photos" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sirekanan_requests_data_version" AFTER INSERT OR UPDATE OR DELETE ON "sirekanan_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pengajuan_uji_data_version" AFTER INSERT OR UPDATE OR DELETE ON "pengajuan_uji" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bridges_data_version" AFTER INSERT OR UPDATE OR DELETE ON "bridges" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_data_version" AFTER INSERT OR UPDATE OR DELETE ON "accounts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
