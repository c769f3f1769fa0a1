-- Each closed 5-minute slot's figures of everyone below each agent (decision 0048), written by the roll-up
-- with the day figures and read by the real-time salary run of the slot.
CREATE TABLE "agent_team_slot" (
	"slot_start" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "agent_team_slot_slot_start_currency_agent_id_pk" PRIMARY KEY("slot_start","currency","agent_id")
);
