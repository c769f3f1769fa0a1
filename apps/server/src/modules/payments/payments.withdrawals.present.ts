import type { DisputeValue, ProofValue, WithdrawalValue } from '@khela/contract';
import type { Tx } from '../../platform/db/client.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { maskNumber } from './payments.withdrawals.model.js';
import * as repo from './payments.withdrawals.repo.js';

type Status = WithdrawalValue['status'];
type Confirmation = WithdrawalValue['confirmation'];

function presentProof(row: repo.ProofRow): ProofValue {
  return {
    id: row.id.toString(),
    fileName: row.fileName,
    contentType: row.contentType === 'image/png' ? 'image/png' : 'image/jpeg',
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentDispute(row: repo.DisputeRow): DisputeValue {
  return {
    id: row.id.toString(),
    withdrawalId: row.withdrawalId.toString(),
    status: row.status as DisputeValue['status'],
    note: row.note,
    resolutionNote: row.resolutionNote,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export function presentWithdrawal(
  row: repo.WithdrawalRow,
  proofs: repo.ProofRow[],
  dispute: repo.DisputeRow | undefined,
): WithdrawalValue {
  const money = (minor: bigint) => wireAmount(minor, row.currency);
  return {
    id: row.id.toString(),
    status: row.status as Status,
    methodCode: row.methodCode,
    currency: row.currency,
    amount: money(row.amountMinor),
    fee: money(row.feeMinor),
    payout: money(row.amountMinor - row.feeMinor),
    account: { provider: row.provider, number: maskNumber(row.accountNumber), payeeName: row.payeeName },
    rejectReason: row.rejectReason,
    confirmation: row.confirmation as Confirmation,
    confirmDueAt: row.status === 'paid' ? (row.confirmDueAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    proofs: proofs.map(presentProof),
    dispute: dispute ? presentDispute(dispute) : null,
    payoutReference: row.payoutReference,
  };
}

/** The operator's view adds who acted and the member's id (payments.cashier.ts adds the rest). */
export function presentForOperator(
  row: repo.WithdrawalRow,
  proofs: repo.ProofRow[],
  dispute?: repo.DisputeRow,
) {
  return {
    ...presentWithdrawal(row, proofs, dispute),
    memberId: row.memberId.toString(),
    reviewedBy: row.reviewedBy,
    paidBy: row.paidBy,
  };
}

/** Rows with their proofs and disputes, loaded in two queries. */
export async function withDetails<T>(
  tx: Tx,
  rows: repo.WithdrawalRow[],
  present: (row: repo.WithdrawalRow, proofs: repo.ProofRow[], dispute?: repo.DisputeRow) => T,
): Promise<T[]> {
  const ids = rows.map((r) => r.id);
  const proofs = await repo.proofsOf(tx, ids);
  const disputes = await repo.disputesOf(tx, ids);
  return rows.map((row) =>
    present(
      row,
      proofs.filter((p) => p.withdrawalId === row.id),
      disputes.find((d) => d.withdrawalId === row.id),
    ),
  );
}

/** One row with its proofs and dispute. */
export async function oneWithDetails<T>(
  tx: Tx,
  row: repo.WithdrawalRow,
  present: (row: repo.WithdrawalRow, proofs: repo.ProofRow[], dispute?: repo.DisputeRow) => T,
): Promise<T> {
  const [value] = await withDetails(tx, [row], present);
  if (value === undefined) throw new Error(`withdrawal ${row.id} lost its details`);
  return value;
}
