CREATE TABLE "chat_conversation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_conversation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint,
	"visitor_id" bigint,
	"party_name" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"operator_id" bigint,
	"operator_name" text,
	"last_text" text,
	"created_at" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone,
	"last_message_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "chat_conversation_status_check" CHECK ("chat_conversation"."status" in ('queued', 'active', 'closed')),
	CONSTRAINT "chat_conversation_party_check" CHECK (("chat_conversation"."member_id" is null) <> ("chat_conversation"."visitor_id" is null)),
	CONSTRAINT "chat_conversation_operator_check" CHECK ("chat_conversation"."status" <> 'active' or "chat_conversation"."operator_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chat_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"operator_id" bigint,
	"operator_name" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_message_sender_check" CHECK ("chat_message"."sender" in ('player', 'visitor', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "chat_visitor" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_visitor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"name" text,
	"contact" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_visitor_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "loyalty_leaderboard_payout" (
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"rank" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_leaderboard_payout_period_period_key_rank_pk" PRIMARY KEY("period","period_key","rank")
);
--> statement-breakpoint
CREATE TABLE "loyalty_leaderboard_prize" (
	"period" text NOT NULL,
	"rank" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "loyalty_leaderboard_prize_period_rank_pk" PRIMARY KEY("period","rank"),
	CONSTRAINT "loyalty_leaderboard_prize_positive" CHECK ("loyalty_leaderboard_prize"."amount_minor" > 0 and "loyalty_leaderboard_prize"."rank" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_leaderboard_run" (
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"paid_count" integer NOT NULL,
	"paid_minor" bigint NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_leaderboard_run_period_period_key_pk" PRIMARY KEY("period","period_key")
);
--> statement-breakpoint
CREATE TABLE "loyalty_leaderboard_score" (
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"member_id" bigint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_leaderboard_score_period_period_key_member_id_pk" PRIMARY KEY("period","period_key","member_id")
);
--> statement-breakpoint
CREATE TABLE "loyalty_login_streak" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"last_day" text NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_mission" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_mission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"game_type" text,
	"title" jsonb NOT NULL,
	"target_minor" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_minor" bigint NOT NULL,
	"wagering_multiple" integer DEFAULT 0 NOT NULL,
	"active" boolean NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_until" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_mission_period_check" CHECK ("loyalty_mission"."period" in ('daily', 'weekly')),
	CONSTRAINT "loyalty_mission_kind_check" CHECK ("loyalty_mission"."kind" in ('deposit', 'bet', 'rounds', 'login')),
	CONSTRAINT "loyalty_mission_reward_kind_check" CHECK ("loyalty_mission"."reward_kind" in ('cash', 'bonus')),
	CONSTRAINT "loyalty_mission_positive" CHECK ("loyalty_mission"."target_minor" > 0 and "loyalty_mission"."reward_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_mission_cursor" (
	"id" integer PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_mission_progress" (
	"mission_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"progress" bigint NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"reward_minor" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_mission_progress_mission_id_member_id_period_key_pk" PRIMARY KEY("mission_id","member_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "loyalty_mall_goods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_mall_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"kind" text NOT NULL,
	"value_minor" bigint,
	"currency" text NOT NULL,
	"price_points" bigint NOT NULL,
	"requirement" text NOT NULL,
	"requirement_minor" bigint,
	"requirement_days" integer,
	"total_quantity" integer NOT NULL,
	"available_quantity" integer NOT NULL,
	"per_player_limit" integer,
	"visible" boolean NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_until" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_mall_goods_kind_check" CHECK ("loyalty_mall_goods"."kind" in ('cash', 'bonus', 'physical')),
	CONSTRAINT "loyalty_mall_goods_requirement_check" CHECK ("loyalty_mall_goods"."requirement" in ('none', 'deposit', 'valid_bet')),
	CONSTRAINT "loyalty_mall_goods_available" CHECK ("loyalty_mall_goods"."available_quantity" >= 0),
	CONSTRAINT "loyalty_mall_goods_price" CHECK ("loyalty_mall_goods"."price_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_mall_holding" (
	"member_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "loyalty_mall_holding_member_id_goods_id_pk" PRIMARY KEY("member_id","goods_id"),
	CONSTRAINT "loyalty_mall_holding_count" CHECK ("loyalty_mall_holding"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_mall_redeem" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_mall_redeem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"goods_name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"value_minor" bigint,
	"currency" text NOT NULL,
	"points" bigint NOT NULL,
	"status" text NOT NULL,
	"address" text,
	"reason" text,
	"request_id" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_mall_redeem_status_check" CHECK ("loyalty_mall_redeem"."status" in ('in_process', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_points_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"default_rate_bp" integer NOT NULL,
	"convert_enabled" boolean NOT NULL,
	"convert_points" bigint NOT NULL,
	"convert_cash_minor" bigint NOT NULL,
	"convert_min_points" bigint NOT NULL,
	"convert_step_points" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_points_config_one" CHECK ("loyalty_points_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "loyalty_points_cursor" (
	"id" integer PRIMARY KEY NOT NULL,
	"earned_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_points_txn" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_points_txn_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"amount_minor" bigint,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"remark" jsonb NOT NULL,
	"redeem_id" bigint,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_points_txn_reference_unique" UNIQUE("reference"),
	CONSTRAINT "loyalty_points_txn_kind_check" CHECK ("loyalty_points_txn"."kind" in ('earn', 'reverse', 'redeem', 'refund', 'convert')),
	CONSTRAINT "loyalty_points_txn_status_check" CHECK ("loyalty_points_txn"."status" in ('in_process', 'approved', 'rejected')),
	CONSTRAINT "loyalty_points_txn_nonzero" CHECK ("loyalty_points_txn"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "vip_bonus" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_bonus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"rank" integer NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_bonus_reference_unique" UNIQUE("reference"),
	CONSTRAINT "vip_bonus_kind_check" CHECK ("vip_bonus"."kind" in ('level_up', 'periodic')),
	CONSTRAINT "vip_bonus_positive" CHECK ("vip_bonus"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"from_rank" integer NOT NULL,
	"to_rank" integer NOT NULL,
	"reason" text NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"deposit_minor" bigint NOT NULL,
	"operator_id" text,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_change_reason_check" CHECK ("vip_change"."reason" in ('upgrade', 'downgrade', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "vip_ladder" (
	"id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_ladder_one_row" CHECK ("vip_ladder"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "vip_member" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"since" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"evaluated_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_member_rank_check" CHECK ("vip_member"."rank" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_run" (
	"key" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"until" timestamp with time zone,
	"paid_count" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_type_check" CHECK ("feedback"."type" in ('suggestion', 'complaint', 'deposit', 'withdrawal', 'game', 'other')),
	CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in ('open', 'replied', 'closed')),
	CONSTRAINT "feedback_closed_by_check" CHECK (("feedback"."status" = 'closed') = ("feedback"."closed_by" is not null) and ("feedback"."closed_by" is null or "feedback"."closed_by" in ('player', 'operator')))
);
--> statement-breakpoint
CREATE TABLE "feedback_image" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"feedback_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "feedback_image_position_check" CHECK ("feedback_image"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "feedback_post" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"feedback_id" bigint NOT NULL,
	"author" text NOT NULL,
	"operator_id" text,
	"operator_name" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "feedback_post_author_check" CHECK ("feedback_post"."author" in ('player', 'operator')),
	CONSTRAINT "feedback_post_operator" CHECK (("feedback_post"."author" = 'operator') = ("feedback_post"."operator_id" is not null)),
	CONSTRAINT "feedback_post_length" CHECK (char_length("feedback_post"."content") between 1 and 8000)
);
--> statement-breakpoint
CREATE TABLE "inbox_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbox_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"audience" jsonb,
	"title_bn" text NOT NULL,
	"title_en" text NOT NULL,
	"body_bn" text NOT NULL,
	"body_en" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"sent_by" text,
	"operator_id" text,
	"dedupe_key" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_recipient" (
	"member_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inbox_recipient_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_visitor_id_chat_visitor_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."chat_visitor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_chat_id_chat_conversation_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chat_conversation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_image" ADD CONSTRAINT "feedback_image_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_image" ADD CONSTRAINT "feedback_image_post_id_feedback_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feedback_post"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_post" ADD CONSTRAINT "feedback_post_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_recipient" ADD CONSTRAINT "inbox_recipient_message_id_inbox_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_message"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversation_open_member" ON "chat_conversation" USING btree ("member_id") WHERE "chat_conversation"."status" <> 'closed' and "chat_conversation"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversation_open_visitor" ON "chat_conversation" USING btree ("visitor_id") WHERE "chat_conversation"."status" <> 'closed' and "chat_conversation"."visitor_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_conversation_status" ON "chat_conversation" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "chat_conversation_operator" ON "chat_conversation" USING btree ("operator_id","status");--> statement-breakpoint
CREATE INDEX "chat_conversation_party" ON "chat_conversation" USING btree ("party_name","closed_at");--> statement-breakpoint
CREATE INDEX "chat_message_chat" ON "chat_message" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "chat_visitor_expires" ON "chat_visitor" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "loyalty_leaderboard_payout_member" ON "loyalty_leaderboard_payout" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_leaderboard_score_rank" ON "loyalty_leaderboard_score" USING btree ("period","period_key","valid_bet_minor","reached_at");--> statement-breakpoint
CREATE INDEX "loyalty_mission_progress_member" ON "loyalty_mission_progress" USING btree ("member_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_mall_redeem_request" ON "loyalty_mall_redeem" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "loyalty_mall_redeem_member" ON "loyalty_mall_redeem" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_mall_redeem_status" ON "loyalty_mall_redeem" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_points_txn_member" ON "loyalty_points_txn" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_bonus_member" ON "vip_bonus" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_change_member" ON "vip_change" USING btree ("member_id","at","id");--> statement-breakpoint
CREATE INDEX "vip_member_rank" ON "vip_member" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "feedback_member" ON "feedback" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "feedback_inbox" ON "feedback" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_image_position" ON "feedback_image" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "feedback_image_thread" ON "feedback_image" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "feedback_post_thread" ON "feedback_post" USING btree ("feedback_id","id");--> statement-breakpoint
CREATE INDEX "feedback_post_unread" ON "feedback_post" USING btree ("feedback_id") WHERE "feedback_post"."author" = 'operator' and "feedback_post"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_message_dedupe" ON "inbox_message" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "inbox_message_kind_id" ON "inbox_message" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "inbox_recipient_unread" ON "inbox_recipient" USING btree ("member_id") WHERE "inbox_recipient"."read_at" is null and "inbox_recipient"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_recipient_read" ON "inbox_recipient" USING btree ("message_id") WHERE "inbox_recipient"."read_at" is not null;