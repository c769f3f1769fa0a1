-- Every write to the catalogue bumps its version in the writing transaction (decision 0023):
-- cached seek keys of deep lobby pages are keyed by it, so none outlives the order it was read from.
CREATE OR REPLACE FUNCTION game_catalogue_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO game_catalogue_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = game_catalogue_version.version + 1;
  RETURN NULL;
END
$$;
