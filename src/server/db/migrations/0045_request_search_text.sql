-- Issue 41 (docs/decisions/077): the Sirekanan and Uji Lab admin searches read one lower-case column per request,
-- as the damage reports' search_text does (0000, docs/decisions/042): the code, the service's own searched fields
-- and the requester's name and e-mail, apart by chr(31), which no search text holds. One trigram index serves it,
-- instead of one per column and a second read of the profiles. The requester's fields live in profiles, so the
-- column is kept by triggers, not generated: on the request's insert and on a change of its fields, and on a
-- change of the requester's name or e-mail.
ALTER TABLE "sirekanan_requests" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pengajuan_uji" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "sirekanan_tracking_code_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "sirekanan_subject_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "pengajuan_uji_tracking_code_trgm_idx";--> statement-breakpoint
CREATE INDEX "sirekanan_search_trgm_idx" ON "sirekanan_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pengajuan_uji_search_trgm_idx" ON "pengajuan_uji" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION requester_search_text(uid text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT full_name || chr(31) || email FROM profiles WHERE id = uid), '')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sirekanan_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(NEW.tracking_code || chr(31) || NEW.subject || chr(31) || requester_search_text(NEW.user_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pengajuan_uji_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(NEW.tracking_code || chr(31) || NEW.jenis_uji::text || chr(31) || requester_search_text(NEW.user_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "sirekanan_search_text" BEFORE INSERT OR UPDATE OF "tracking_code", "subject", "user_id", "search_text" ON "sirekanan_requests" FOR EACH ROW EXECUTE FUNCTION sirekanan_search_text();--> statement-breakpoint
CREATE TRIGGER "pengajuan_uji_search_text" BEFORE INSERT OR UPDATE OF "tracking_code", "jenis_uji", "user_id", "search_text" ON "pengajuan_uji" FOR EACH ROW EXECUTE FUNCTION pengajuan_uji_search_text();--> statement-breakpoint
-- A requester renamed (or their e-mail changed): their requests' search_text again, by the triggers above.
CREATE OR REPLACE FUNCTION requester_search_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sirekanan_requests SET search_text = '' WHERE user_id = NEW.id;
  UPDATE pengajuan_uji SET search_text = '' WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_requester_search_text" AFTER UPDATE OF "full_name", "email" ON "profiles" FOR EACH ROW
  WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION requester_search_text_changed();--> statement-breakpoint
-- The ids of a rare word's matches (docs/decisions/077): the list's prepared statement asks these once, through
-- an InitPlan, and reads the rows by their keys, so its plan does not depend on the word and is made once.
-- `pattern` is LIKE's, of the rare word, and asks the trigram index; the whole text (`phrase`) is checked on
-- the rows it gives. Only a rare word comes here, so the plan inside is made once too: the index's, whatever
-- the word (a generic plan; planning it anew on each call would cost more than the search).
CREATE OR REPLACE FUNCTION sirekanan_requests_search_ids(pattern text, phrase text) RETURNS uuid[]
  LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(id), '{}') FROM sirekanan_requests
    WHERE search_text LIKE lower(pattern) AND strpos(search_text, lower(phrase)) > 0);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pengajuan_uji_search_ids(pattern text, phrase text) RETURNS uuid[]
  LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(id), '{}') FROM pengajuan_uji
    WHERE search_text LIKE lower(pattern) AND strpos(search_text, lower(phrase)) > 0);
END $$;--> statement-breakpoint
-- The users list's: the name or the e-mail (their trigram indexes, 0018), as ILIKE.
CREATE OR REPLACE FUNCTION profiles_search_ids(pattern text, phrase text) RETURNS text[]
  LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(id), '{}') FROM profiles
    WHERE (full_name ILIKE pattern OR email ILIKE pattern)
      AND (strpos(lower(full_name), lower(phrase)) > 0 OR strpos(lower(email), lower(phrase)) > 0));
END $$;--> statement-breakpoint
-- The rows there are, last (their deferred data-version triggers fire at once: no table here is altered after
-- an update whose trigger events wait for the commit).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
UPDATE "sirekanan_requests" SET "search_text" = '';--> statement-breakpoint
UPDATE "pengajuan_uji" SET "search_text" = '';
