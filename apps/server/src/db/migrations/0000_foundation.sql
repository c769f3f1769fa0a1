CREATE TABLE "customer_service" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_service_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cs_type" text NOT NULL,
	"path" text NOT NULL,
	"label" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "customer_service_type_path_unique" UNIQUE("cs_type","path"),
	CONSTRAINT "customer_service_type_check" CHECK ("customer_service"."cs_type" in ('LIVECHAT', 'TELEGRAM', 'WHATSAPP', 'EMAIL'))
);
--> statement-breakpoint
CREATE TABLE "domain_route" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domain_route_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "domain_route_domain_unique" UNIQUE("domain"),
	CONSTRAINT "domain_route_type_check" CHECK ("domain_route"."type" in ('WEB', 'AGENT', 'API'))
);
--> statement-breakpoint
CREATE TABLE "help_section" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_section_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_section_code_lang_unique" UNIQUE("code","lang"),
	CONSTRAINT "help_section_lang_check" CHECK ("help_section"."lang" in ('bn', 'en'))
);
--> statement-breakpoint
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
CREATE TABLE "register_field_rule" (
	"field" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"accepted_pattern" text DEFAULT '*' NOT NULL,
	"pattern_id" text DEFAULT 'ANY' NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_field_rule_length_check" CHECK (0 <= "register_field_rule"."min_length" and "register_field_rule"."min_length" <= "register_field_rule"."max_length" and "register_field_rule"."max_length" <= 255)
);
--> statement-breakpoint
CREATE TABLE "site_resource" (
	"type" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"label_name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "site_resource_type_check" CHECK ("site_resource"."type" in ('Android', 'IOS', 'MOBILECONFIG', 'FACEBOOK', 'YOUTUBE', 'IG', 'TELEGRAM', 'WHATSAPP'))
);
--> statement-breakpoint
CREATE TABLE "site_setting" (
	"code" text PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"value" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_account" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"owner_id" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"allow_negative" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_account_status_check" CHECK ("wallet_account"."status" in ('open', 'frozen', 'closed')),
	CONSTRAINT "wallet_account_non_negative" CHECK ("wallet_account"."allow_negative" or "wallet_account"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_alert" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_alert_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reconciliation_id" bigint NOT NULL,
	"severity" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operation_id" bigint NOT NULL,
	"transfer_index" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entry_nonzero" CHECK ("wallet_entry"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_hold" (
	"id" bigint PRIMARY KEY NOT NULL,
	"source_account_id" bigint NOT NULL,
	"frozen_account_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"settle_operation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_hold_status_check" CHECK ("wallet_hold"."status" in ('pending', 'posted', 'voided')),
	CONSTRAINT "wallet_hold_positive" CHECK ("wallet_hold"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_operation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_operation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"input_hash" text NOT NULL,
	"type" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_operation_status_check" CHECK ("wallet_operation"."status" in ('posted', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "wallet_reconciliation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_reconciliation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"accounts_checked" integer NOT NULL,
	"operations_checked" integer NOT NULL,
	"problems" jsonb NOT NULL,
	"clean" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_alert" ADD CONSTRAINT "wallet_alert_reconciliation_id_wallet_reconciliation_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."wallet_reconciliation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_operation_id_wallet_operation_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."wallet_operation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entry" ADD CONSTRAINT "wallet_entry_account_id_wallet_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_hold" ADD CONSTRAINT "wallet_hold_id_wallet_operation_id_fk" FOREIGN KEY ("id") REFERENCES "public"."wallet_operation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_account_identity" ON "wallet_account" USING btree ("kind","owner_id","currency","shard");--> statement-breakpoint
CREATE INDEX "wallet_entry_operation" ON "wallet_entry" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_account_time" ON "wallet_entry" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_operation_key" ON "wallet_operation" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_operation_reference" ON "wallet_operation" USING btree ("reference");