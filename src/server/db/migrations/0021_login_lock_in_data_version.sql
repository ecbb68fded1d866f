-- The users page shows each account's login lock (docs/decisions/045), read from login_throttle, and
-- is kept by data version (docs/decisions/041): a lock that starts, changes or is lifted moves the
-- version. Only account rows that are or were locked (blocked_until set), so the many ordinary login
-- attempts keep the kept pages; a lock that simply runs out is gone from them within a minute (KEEP_MS).
CREATE CONSTRAINT TRIGGER "login_throttle_lock_data_version" AFTER UPDATE ON "login_throttle" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (starts_with(NEW."key", 'account:') AND (NEW."blocked_until" IS NOT NULL OR OLD."blocked_until" IS NOT NULL))
  EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "login_throttle_unlock_data_version" AFTER DELETE ON "login_throttle" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (starts_with(OLD."key", 'account:') AND OLD."blocked_until" IS NOT NULL)
  EXECUTE FUNCTION bump_data_version();
