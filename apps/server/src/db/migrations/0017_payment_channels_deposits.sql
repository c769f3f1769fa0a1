CREATE TABLE "deposit_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"username" text NOT NULL,
	"request_id" text NOT NULL,
	"channel_code" text NOT NULL,
	"channel_kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"credit_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"gateway_ref" text,
	"redirect_url" text,
	"reject_reason" text,
	"paid_via" text,
	"reviewed_by" text,
	"wallet_operation_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "deposit_order_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "deposit_order_gateway_ref" UNIQUE("channel_code","gateway_ref"),
	CONSTRAINT "deposit_order_amounts" CHECK ("deposit_order"."amount_minor" > 0 and "deposit_order"."credit_minor" > 0 and "deposit_order"."fee_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_channel" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"name_bn" text NOT NULL,
	"name_en" text NOT NULL,
	"initials" text NOT NULL,
	"color" text NOT NULL,
	"currency" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"quick_amounts_minor" jsonb NOT NULL,
	"fee_fixed_minor" bigint DEFAULT 0 NOT NULL,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"fee_bearer" text DEFAULT 'platform' NOT NULL,
	"opens_at" text DEFAULT '00:00' NOT NULL,
	"closes_at" text DEFAULT '00:00' NOT NULL,
	"expire_minutes" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"account_name" text,
	"account_number" text,
	"bank_name" text,
	"branch" text,
	"instructions" text,
	"gateway" text,
	"webhook_secret" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_channel_limits" CHECK ("payment_channel"."min_minor" > 0 and "payment_channel"."max_minor" >= "payment_channel"."min_minor"),
	CONSTRAINT "payment_channel_fee" CHECK ("payment_channel"."fee_fixed_minor" >= 0 and "payment_channel"."fee_basis_points" between 0 and 10000),
	CONSTRAINT "payment_channel_gateway" CHECK (("payment_channel"."kind" = 'gateway') = ("payment_channel"."gateway" is not null and "payment_channel"."webhook_secret" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_webhook_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel_code" text NOT NULL,
	"order_id" text,
	"outcome" text NOT NULL,
	"detail" text,
	"headers" jsonb NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payment" (
	"ref" text PRIMARY KEY NOT NULL,
	"channel_code" text NOT NULL,
	"merchant_order_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_order" ADD CONSTRAINT "deposit_order_channel_code_payment_channel_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."payment_channel"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_order_member" ON "deposit_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_order_status" ON "deposit_order" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_webhook_log_order" ON "payment_webhook_log" USING btree ("order_id","received_at");