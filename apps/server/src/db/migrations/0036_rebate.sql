CREATE TABLE "promo_application" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"remark" text NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"reward" text NOT NULL,
	"amount_minor" bigint,
	"bonus_id" bigint,
	"reject_reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "promo_application_status_check" CHECK ("promo_application"."status" in ('applying', 'issued', 'rejected')),
	CONSTRAINT "promo_application_reward_check" CHECK ("promo_application"."reward" in ('cash', 'bonus')),
	CONSTRAINT "promo_application_remark_length" CHECK (char_length("promo_application"."remark") <= 140),
	CONSTRAINT "promo_application_issued" CHECK ("promo_application"."status" <> 'issued' or ("promo_application"."amount_minor" is not null and "promo_application"."amount_minor" > 0))
);
--> statement-breakpoint
CREATE TABLE "promo_application_image" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_application_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "promo_application_image_position_check" CHECK ("promo_application_image"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "promo_raffle" (
	"promotion_id" bigint PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"rules" jsonb NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ticket_count" integer DEFAULT 0 NOT NULL,
	"public_value" text,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "promo_raffle_status_check" CHECK ("promo_raffle"."status" in ('open', 'drawn')),
	CONSTRAINT "promo_raffle_times" CHECK ("promo_raffle"."closes_at" <= "promo_raffle"."draw_at" and "promo_raffle"."committed_at" <= "promo_raffle"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "promo_raffle_entry" (
	"raffle_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"deposit_tickets" integer DEFAULT 0 NOT NULL,
	"turnover_tickets" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_raffle_entry_raffle_id_member_id_pk" PRIMARY KEY("raffle_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promo_raffle_prize" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_raffle_prize_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"raffle_id" bigint NOT NULL,
	"slot" integer NOT NULL,
	"rank" integer NOT NULL,
	"ticket_no" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint,
	"points" integer,
	"wagering_multiple" integer,
	"expires_in_days" integer,
	"status" text NOT NULL,
	"claim_by" timestamp with time zone,
	"bonus_id" bigint,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	CONSTRAINT "promo_raffle_prize_status_check" CHECK ("promo_raffle_prize"."status" in ('claimable', 'paid', 'pending')),
	CONSTRAINT "promo_raffle_prize_kind_check" CHECK ("promo_raffle_prize"."kind" in ('cash', 'bonus', 'points'))
);
--> statement-breakpoint
CREATE TABLE "promo_raffle_ticket" (
	"raffle_id" bigint NOT NULL,
	"no" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"holder" text NOT NULL,
	"reference" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_raffle_ticket_raffle_id_no_pk" PRIMARY KEY("raffle_id","no"),
	CONSTRAINT "promo_raffle_ticket_no" CHECK ("promo_raffle_ticket"."no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "promo_rebate_cursor" (
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"cut_off" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_rebate_cursor_member_id_currency_pk" PRIMARY KEY("member_id","currency")
);
--> statement-breakpoint
CREATE TABLE "promo_rebate_paid" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_rebate_paid_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"promotion_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"local_day" text NOT NULL,
	"lines" jsonb NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"accrued_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_as" text NOT NULL,
	"bonus_id" bigint,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_rebate_paid_reference_unique" UNIQUE("reference"),
	CONSTRAINT "promo_rebate_paid_mode_check" CHECK ("promo_rebate_paid"."mode" in ('auto_daily', 'manual')),
	CONSTRAINT "promo_rebate_paid_as_check" CHECK ("promo_rebate_paid"."paid_as" in ('cash', 'bonus')),
	CONSTRAINT "promo_rebate_paid_positive" CHECK ("promo_rebate_paid"."amount_minor" > 0 and "promo_rebate_paid"."to_at" > "promo_rebate_paid"."from_at")
);
--> statement-breakpoint
CREATE TABLE "promo_rebate_run" (
	"local_day" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"paid_count" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_identity" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"member_id" bigint NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_identity_kind_value_member_id_pk" PRIMARY KEY("kind","value","member_id"),
	CONSTRAINT "promo_identity_kind_check" CHECK ("promo_identity"."kind" in ('ip', 'device', 'payee', 'mobile'))
);
--> statement-breakpoint
CREATE TABLE "promo_referral" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal" text,
	"register_ip" text NOT NULL,
	"register_user_agent" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"promotion_id" bigint,
	"referrer_reward_minor" bigint,
	"invitee_reward_minor" bigint,
	"currency" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "promo_referral_status_check" CHECK ("promo_referral"."status" in ('pending', 'rewarded', 'refused', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "promo_referral_code" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_risk_flag" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_risk_flag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" text,
	"note" text,
	CONSTRAINT "promo_risk_flag_status_check" CHECK ("promo_risk_flag"."status" in ('open', 'cleared'))
);
--> statement-breakpoint
ALTER TABLE "promo_raffle_ticket" ADD CONSTRAINT "promo_raffle_ticket_raffle_id_promo_raffle_promotion_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."promo_raffle"("promotion_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_application_open" ON "promo_application" USING btree ("promotion_id","member_id") WHERE "promo_application"."status" = 'applying';--> statement-breakpoint
CREATE INDEX "promo_application_member" ON "promo_application" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "promo_application_queue" ON "promo_application" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_application_image_position" ON "promo_application_image" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "promo_raffle_due" ON "promo_raffle" USING btree ("draw_at") WHERE "promo_raffle"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_raffle_prize_slot" ON "promo_raffle_prize" USING btree ("raffle_id","slot");--> statement-breakpoint
CREATE INDEX "promo_raffle_prize_member" ON "promo_raffle_prize" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "promo_raffle_prize_due" ON "promo_raffle_prize" USING btree ("claim_by") WHERE "promo_raffle_prize"."status" = 'claimable';--> statement-breakpoint
CREATE INDEX "promo_raffle_ticket_member" ON "promo_raffle_ticket" USING btree ("raffle_id","member_id");--> statement-breakpoint
CREATE INDEX "promo_rebate_paid_member" ON "promo_rebate_paid" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_rebate_paid_day" ON "promo_rebate_paid" USING btree ("member_id","currency","local_day");--> statement-breakpoint
CREATE INDEX "promo_identity_member" ON "promo_identity" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "promo_referral_referrer" ON "promo_referral" USING btree ("referrer_id","registered_at");--> statement-breakpoint
CREATE INDEX "promo_referral_pending" ON "promo_referral" USING btree ("registered_at") WHERE "promo_referral"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_referral_code_code" ON "promo_referral_code" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_risk_flag_open" ON "promo_risk_flag" USING btree ("member_id","kind") WHERE "promo_risk_flag"."status" = 'open';--> statement-breakpoint
CREATE INDEX "promo_risk_flag_status" ON "promo_risk_flag" USING btree ("status","created_at");