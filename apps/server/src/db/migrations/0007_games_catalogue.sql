CREATE TABLE "game" (
	"node_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text NOT NULL,
	"icon_url" text,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_vendor_code_unique" UNIQUE("vassalage","game_code"),
	CONSTRAINT "game_status_check" CHECK ("game"."status" in ('active', 'maintenance', 'inactive')),
	CONSTRAINT "game_support_play_check" CHECK ("game"."support_play" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "game_favourite" (
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_favourite_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_recent_play" (
	"member_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"last_played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_recent_play_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_vendor" (
	"vassalage" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"large_icon" text,
	"game_types" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"transfer_wallet" boolean DEFAULT false NOT NULL,
	CONSTRAINT "game_vendor_status_check" CHECK ("game_vendor"."status" in ('active', 'maintenance', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_vassalage_game_vendor_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."game_vendor"("vassalage") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourite" ADD CONSTRAINT "game_favourite_node_id_game_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."game"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent_play" ADD CONSTRAINT "game_recent_play_node_id_game_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."game"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_lobby" ON "game" USING btree ("game_type","vassalage","game_classify","sort","node_id");--> statement-breakpoint
CREATE INDEX "game_type_sort" ON "game" USING btree ("game_type","sort","node_id");--> statement-breakpoint
CREATE INDEX "game_hot" ON "game" USING btree ("game_type","sort","node_id") WHERE "game"."is_hot";--> statement-breakpoint
CREATE INDEX "game_favourite_member_added" ON "game_favourite" USING btree ("member_id","added_at");--> statement-breakpoint
CREATE INDEX "game_recent_member_played" ON "game_recent_play" USING btree ("member_id","last_played_at");