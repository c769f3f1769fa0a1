-- Room on each page of wallet_account for a balance update in place (HOT, decision 0050): every
-- posting updates its accounts' balances, and on a full page each such update is written again into
-- both of the table's indexes. New pages only; existing ones fill as they are rewritten.
ALTER TABLE "wallet_account" SET (fillfactor = 70);
