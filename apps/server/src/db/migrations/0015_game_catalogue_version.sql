CREATE TABLE "game_catalogue_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "game_catalogue_version_one_row" CHECK ("game_catalogue_version"."id" = 1)
);
