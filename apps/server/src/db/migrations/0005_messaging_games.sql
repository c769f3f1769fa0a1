CREATE TABLE "winner_board_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "winner_board_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_name" text NOT NULL,
	"game_name" text NOT NULL,
	"game_category" text NOT NULL,
	"win_amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"icon_url" text,
	"source" text NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"group_name" text,
	"audience" text,
	"execution" text,
	"promotion_type" text,
	"promotion_id" text,
	"linkage_type" text,
	"linkage" text,
	"image_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_type_check" CHECK ("announcement"."type" in ('B', 'PL', 'PU', 'PR', 'H')),
	CONSTRAINT "announcement_audience_check" CHECK ("announcement"."audience" is null or "announcement"."audience" in ('A', 'B')),
	CONSTRAINT "announcement_execution_check" CHECK ("announcement"."execution" is null or "announcement"."execution" in ('A', 'B', 'F')),
	CONSTRAINT "announcement_status_check" CHECK ("announcement"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "announcement_text" (
	"announcement_id" bigint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "announcement_text_announcement_id_language_pk" PRIMARY KEY("announcement_id","language")
);
--> statement-breakpoint
ALTER TABLE "announcement_text" ADD CONSTRAINT "announcement_text_announcement_id_announcement_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "winner_board_amount" ON "winner_board_entry" USING btree ("game_category","win_amount_minor");--> statement-breakpoint
CREATE INDEX "announcement_type_sort" ON "announcement" USING btree ("type","sort");