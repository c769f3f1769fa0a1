CREATE TABLE "analytics_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"path" text NOT NULL,
	"member_id" bigint,
	"props" jsonb NOT NULL,
	"language" text,
	"device" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_event_name_check" CHECK ("analytics_event"."name" in ('page_view', 'game_launch', 'deposit_start', 'register_start', 'customer_service_open'))
);
--> statement-breakpoint
CREATE INDEX "analytics_event_occurred" ON "analytics_event" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_event_name" ON "analytics_event" USING btree ("name","occurred_at");