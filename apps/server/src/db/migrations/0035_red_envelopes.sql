CREATE TABLE "promo_envelope" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_envelope_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"currency" text NOT NULL,
	"title" jsonb NOT NULL,
	"total_minor" bigint NOT NULL,
	"count" integer NOT NULL,
	"min_grab_minor" bigint NOT NULL,
	"remaining_minor" bigint NOT NULL,
	"remaining_count" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"returned_minor" bigint DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_envelope_status_check" CHECK ("promo_envelope"."status" in ('open', 'returned', 'emptied')),
	CONSTRAINT "promo_envelope_amounts" CHECK ("promo_envelope"."count" >= 1 and "promo_envelope"."min_grab_minor" >= 1 and "promo_envelope"."total_minor" >= "promo_envelope"."min_grab_minor" * "promo_envelope"."count"
        and "promo_envelope"."remaining_minor" >= 0 and "promo_envelope"."remaining_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_envelope_grab" (
	"envelope_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_envelope_grab_envelope_id_member_id_pk" PRIMARY KEY("envelope_id","member_id")
);
--> statement-breakpoint
CREATE INDEX "promo_envelope_open" ON "promo_envelope" USING btree ("ends_at") WHERE "promo_envelope"."status" = 'open';