-- The lobby's name search (substring LIKE on search_name) and its count use a trigram index
-- instead of reading every game (decision 0023). pg_trgm is a trusted contrib extension on
-- PostgreSQL; PGlite loads it in platform/db/client.ts. Written by hand (like the trigger of 0016)
-- because the index needs the extension first; games.catalogue.tables.ts names it in a comment.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS game_search_trgm ON game USING gin (search_name gin_trgm_ops);
