-- Every auth user gets exactly one profile, in the same transaction as the user row.
CREATE OR REPLACE FUNCTION create_profile_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, full_name, email, created_at) VALUES (NEW.id, NEW.name, NEW.email, NEW.created_at);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_create_profile AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_profile_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET full_name = NEW.name, email = NEW.email WHERE id = NEW.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_sync_profile AFTER UPDATE OF name, email ON users FOR EACH ROW EXECUTE FUNCTION sync_profile_from_user();
