CREATE TABLE "bet_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_code" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"username" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"currency" text NOT NULL,
	"play_money" boolean NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"debit_count" integer DEFAULT 0 NOT NULL,
	"credit_count" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bet_record_round_unique" UNIQUE("vendor_code","round_id"),
	CONSTRAINT "bet_record_status_check" CHECK ("bet_record"."status" in ('open', 'settled', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE "vendor_call_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_call_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_code" text,
	"call" text NOT NULL,
	"headers" jsonb NOT NULL,
	"request_body" text NOT NULL,
	"response_body" text NOT NULL,
	"status" text NOT NULL,
	"transaction_id" text,
	"replayed" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_credential" (
	"vendor_code" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_game_session" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"login_session_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"play_money" boolean NOT NULL,
	"username" text NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_launch_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"login_session_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"play_money" boolean NOT NULL,
	"username" text NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_transaction" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_transaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"request_hash" text NOT NULL,
	"member_id" bigint,
	"round_id" text,
	"game_code" text,
	"ref_transaction_id" text,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"outcome" text NOT NULL,
	"wallet_operation_id" text,
	"rolled_back_at" timestamp with time zone,
	"response_body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_transaction_id_unique" UNIQUE("vendor_code","transaction_id"),
	CONSTRAINT "vendor_transaction_kind_check" CHECK ("vendor_transaction"."kind" in ('debit', 'credit', 'rollback', 'adjust', 'marker')),
	CONSTRAINT "vendor_transaction_outcome_check" CHECK ("vendor_transaction"."outcome" in ('posted', 'refused', 'marker'))
);
--> statement-breakpoint
CREATE INDEX "bet_record_member_opened" ON "bet_record" USING btree ("member_id","opened_at");--> statement-breakpoint
CREATE INDEX "bet_record_opened" ON "bet_record" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "bet_record_settled_win" ON "bet_record" USING btree ("win_minor") WHERE "bet_record"."status" = 'settled' and not "bet_record"."play_money" and "bet_record"."win_minor" > 0;--> statement-breakpoint
CREATE INDEX "vendor_call_log_vendor_time" ON "vendor_call_log" USING btree ("vendor_code","received_at");--> statement-breakpoint
CREATE INDEX "vendor_call_log_transaction" ON "vendor_call_log" USING btree ("vendor_code","transaction_id");--> statement-breakpoint
CREATE INDEX "vendor_game_session_player" ON "vendor_game_session" USING btree ("vendor_code","member_id","expires_at");--> statement-breakpoint
CREATE INDEX "vendor_launch_token_member" ON "vendor_launch_token" USING btree ("member_id","created_at");