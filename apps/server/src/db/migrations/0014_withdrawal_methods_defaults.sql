-- Default withdrawal methods (docs/decisions/0020): amounts in BDT minor units (paisa).
-- Bank: 500–50,000 a request; mobile wallets: 100–25,000. 5 requests and 100,000 a day per
-- method; no fee; 30 minutes to confirm receipt. Operators change them later; a rerun adds nothing.
INSERT INTO "withdrawal_method" ("code", "kind", "currency", "min_minor", "max_minor", "daily_count", "daily_amount_minor", "fee_fixed_minor", "fee_basis_points", "confirm_minutes", "enabled", "sort_order") VALUES
  ('BKASH', 'ewallet', 'BDT', 10000, 2500000, 5, 10000000, 0, 0, 30, true, 1),
  ('NAGAD', 'ewallet', 'BDT', 10000, 2500000, 5, 10000000, 0, 0, 30, true, 2),
  ('ROCKET', 'ewallet', 'BDT', 10000, 2500000, 5, 10000000, 0, 0, 30, true, 3),
  ('BANK', 'bank', 'BDT', 50000, 5000000, 5, 10000000, 0, 0, 30, true, 4)
ON CONFLICT ("code") DO NOTHING;
