-- The agent tree (decision 0046): every member's path from the top of the tree, kept by triggers on
-- member, and filled for the members there are.
CREATE EXTENSION IF NOT EXISTS ltree;--> statement-breakpoint
CREATE TABLE "member_team" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"path" "ltree" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_team" ADD CONSTRAINT "member_team_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_team_path" ON "member_team" USING gist ("path");--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER member_team_add AFTER INSERT ON member FOR EACH ROW EXECUTE FUNCTION member_team_add();--> statement-breakpoint
CREATE TRIGGER member_team_move AFTER UPDATE OF upline_id ON member FOR EACH ROW
  WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION member_team_move();--> statement-breakpoint
-- The members there are, top down; a member whose upline is missing starts a tree of its own.
WITH RECURSIVE tree AS (
  SELECT m.id, m.id::text::ltree AS path
  FROM member m
  WHERE m.upline_id IS NULL OR NOT EXISTS (SELECT 1 FROM member u WHERE u.id = m.upline_id)
  UNION ALL
  SELECT m.id, tree.path || m.id::text
  FROM member m JOIN tree ON m.upline_id = tree.id
)
INSERT INTO member_team (member_id, path) SELECT id, path FROM tree;
