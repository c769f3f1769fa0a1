CREATE TABLE "payout_account" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"method_code" text NOT NULL,
	"provider" text NOT NULL,
	"account_number" text NOT NULL,
	"branch" text,
	"payee_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"payout_account_id" bigint NOT NULL,
	"method_code" text NOT NULL,
	"provider" text NOT NULL,
	"account_number" text NOT NULL,
	"payee_name" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"hold_id" text,
	"status" text NOT NULL,
	"reject_reason" text,
	"confirmation" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"paid_by" text,
	"paid_at" timestamp with time zone,
	"payout_reference" text,
	"confirm_due_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_amounts" CHECK ("withdrawal"."amount_minor" > 0 and "withdrawal"."fee_minor" >= 0 and "withdrawal"."fee_minor" < "withdrawal"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_dispute" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_dispute_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"withdrawal_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"resolution_note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_method" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"daily_count" integer NOT NULL,
	"daily_amount_minor" bigint NOT NULL,
	"fee_fixed_minor" bigint DEFAULT 0 NOT NULL,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"confirm_minutes" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "withdrawal_method_limits" CHECK ("withdrawal_method"."min_minor" > 0 and "withdrawal_method"."max_minor" >= "withdrawal_method"."min_minor"),
	CONSTRAINT "withdrawal_method_fee" CHECK ("withdrawal_method"."fee_fixed_minor" >= 0 and "withdrawal_method"."fee_basis_points" between 0 and 10000),
	CONSTRAINT "withdrawal_method_confirm" CHECK ("withdrawal_method"."confirm_minutes" between 1 and 10080)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proof" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_proof_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"withdrawal_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payout_account_member" ON "payout_account" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_account_active_number" ON "payout_account" USING btree ("member_id","provider","account_number") WHERE "payout_account"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_request" ON "withdrawal" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawal_member_created" ON "withdrawal" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_status_created" ON "withdrawal" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_confirm_due" ON "withdrawal" USING btree ("confirm_due_at") WHERE "withdrawal"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_dispute_withdrawal" ON "withdrawal_dispute" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "withdrawal_dispute_status" ON "withdrawal_dispute" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_proof_withdrawal" ON "withdrawal_proof" USING btree ("withdrawal_id");