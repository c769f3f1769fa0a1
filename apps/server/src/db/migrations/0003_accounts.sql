CREATE TABLE "member" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"payment_password_hash" text,
	"type" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"mobile" text,
	"country_dialing_code" text,
	"email" text,
	"payee_name" text,
	"id_number" text,
	"contacts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"upline_id" bigint,
	"affiliate_code" text,
	"referral_code" text,
	"recommender_id" text,
	"language" text DEFAULT 'BN' NOT NULL,
	"first_time_login" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"register_ip" text DEFAULT '' NOT NULL,
	"register_url" text DEFAULT '' NOT NULL,
	"register_method" text DEFAULT 'WEB' NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_status_check" CHECK ("member"."status" in ('active', 'locked', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "member_known_ip" (
	"member_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_known_ip_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
CREATE TABLE "member_session" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"area" text NOT NULL,
	"login_method" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_known_ip" ADD CONSTRAINT "member_known_ip_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_session" ADD CONSTRAINT "member_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_username_lower" ON "member" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_mobile" ON "member" USING btree ("country_dialing_code","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "member_affiliate_code" ON "member" USING btree ("affiliate_code");--> statement-breakpoint
CREATE INDEX "member_upline" ON "member" USING btree ("upline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_session_token" ON "member_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_session_member" ON "member_session" USING btree ("member_id");