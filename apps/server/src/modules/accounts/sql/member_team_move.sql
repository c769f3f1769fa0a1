-- Accounts: a member whose upline changes takes its whole team with it (decision 0046): one
-- statement rewrites the subtree's paths. An upline inside the member's own team would make a
-- cycle and is refused.
CREATE OR REPLACE FUNCTION member_team_move()
RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_old_path ltree;
  v_upline_path ltree;
  v_new_path ltree;
BEGIN
  SELECT path INTO v_old_path FROM member_team WHERE member_id = NEW.id FOR UPDATE;
  IF v_old_path IS NULL THEN
    RETURN NULL;
  END IF;
  IF NEW.upline_id IS NOT NULL THEN
    SELECT path INTO v_upline_path FROM member_team WHERE member_id = NEW.upline_id;
    IF v_upline_path <@ v_old_path THEN
      RAISE EXCEPTION 'member % cannot move under % in its own team', NEW.id, NEW.upline_id
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  v_new_path := coalesce(v_upline_path || NEW.id::text, NEW.id::text::ltree);
  UPDATE member_team
  SET path = CASE
    WHEN member_id = NEW.id THEN v_new_path
    ELSE v_new_path || subpath(path, nlevel(v_old_path))
  END
  WHERE path <@ v_old_path;
  RETURN NULL;
END
$$;
