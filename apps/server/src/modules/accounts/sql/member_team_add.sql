-- Accounts: a new member's place in the agent tree (decision 0046), below its upline's path, or at
-- the top when it has none; the trigger runs for every insert into member, whatever code writes it.
CREATE OR REPLACE FUNCTION member_team_add()
RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_upline_path ltree;
BEGIN
  IF NEW.upline_id IS NOT NULL THEN
    SELECT path INTO v_upline_path FROM member_team WHERE member_id = NEW.upline_id;
  END IF;
  INSERT INTO member_team (member_id, path)
  VALUES (NEW.id, coalesce(v_upline_path || NEW.id::text, NEW.id::text::ltree));
  RETURN NULL;
END
$$;
