-- A vendor game session ends with the login session that launched it (decision 0015): debits stop,
-- money owed to the player still lands. Found by login session id, through its own index.
ALTER TABLE "vendor_game_session" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "vendor_game_session_login" ON "vendor_game_session" USING btree ("login_session_id");