CREATE TABLE "ip_rule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ip_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"cidr" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ip_rule_cidr_unique" UNIQUE("cidr"),
	CONSTRAINT "ip_rule_action_check" CHECK ("ip_rule"."action" in ('allow', 'deny'))
);
--> statement-breakpoint
CREATE TABLE "site_setting" (
	"code" text PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"value" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
