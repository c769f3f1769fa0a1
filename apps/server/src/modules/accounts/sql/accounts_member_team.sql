-- Accounts: members with their place in the agent tree (decision 0046), the read function other
-- modules use instead of the member and member_team tables. Plain SQL: PostgreSQL inlines it, so a
-- filter on path still uses the GiST index; the join is LEFT (every member_team row has its member,
-- by the foreign key) so that a query reading only the path drops it.
CREATE OR REPLACE FUNCTION accounts_member_team()
RETURNS TABLE (member_id bigint, path ltree, upline_id bigint, type smallint, status text, username text,
               created_at timestamptz, last_login_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT t.member_id, t.path, m.upline_id, m.type, m.status, m.username, m.created_at, m.last_login_at
  FROM member_team t LEFT JOIN member m ON m.id = t.member_id
$$;
