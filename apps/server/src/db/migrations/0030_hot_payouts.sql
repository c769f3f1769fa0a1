DROP INDEX "agent_payout_status";--> statement-breakpoint
ALTER TABLE "agent_payout" ADD COLUMN "needs_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "agent_payout_approval" ON "agent_payout" USING btree ("id") WHERE "agent_payout"."needs_approval";--> statement-breakpoint
-- Payouts that waited for approval (still waiting, or decided by an operator).
UPDATE "agent_payout" SET "needs_approval" = true WHERE "status" IN ('awaiting_approval', 'rejected') OR "decided_by" IS NOT NULL;--> statement-breakpoint
-- Room on each page for a pay batch's in-place (HOT) update of every payout (decision 0050).
ALTER TABLE "agent_payout" SET (fillfactor = 40);
