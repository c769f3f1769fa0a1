CREATE TABLE "audit_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seq" bigint NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"ip" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_entry_actor_kind_check" CHECK ("audit_entry"."actor_kind" in ('operator', 'player', 'system'))
);
--> statement-breakpoint
CREATE TABLE "operator" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"totp_secret" text NOT NULL,
	"ip_allow_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_status_check" CHECK ("operator"."status" in ('active', 'disabled')),
	CONSTRAINT "operator_role_check" CHECK ("operator"."role" in ('owner', 'admin', 'finance', 'risk', 'content', 'support'))
);
--> statement-breakpoint
CREATE TABLE "operator_session" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"operator_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operator_session" ADD CONSTRAINT "operator_session_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_entry_seq" ON "audit_entry" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_entry_at" ON "audit_entry" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entry_actor" ON "audit_entry" USING btree ("actor_kind","actor_id");--> statement-breakpoint
CREATE INDEX "audit_entry_target" ON "audit_entry" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_entry_action" ON "audit_entry" USING btree ("action");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_username_lower" ON "operator" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "operator_session_token" ON "operator_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "operator_session_operator" ON "operator_session" USING btree ("operator_id");