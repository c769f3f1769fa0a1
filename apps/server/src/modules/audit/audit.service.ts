import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { canonicalJson, sha256Hex } from '../vendors/vendors.signature.js';
import * as repo from './audit.repo.js';

export type AuditActor = { kind: 'operator' | 'player' | 'system'; id: string; name: string };

/** One change worth remembering: who, from where, what, on what, before and after, and why. */
export type AuditRecord = {
  actor: AuditActor;
  ip: string;
  action: string;
  target: { type: string; id: string };
  before?: unknown;
  after?: unknown;
  reason?: string;
};

export type AuditVerification = {
  ok: boolean;
  /** Entries checked (all of them when ok; up to and including the first bad one otherwise). */
  checked: number;
  /** The first entry whose content, link or position does not match the chain. */
  firstBadId?: string;
  /** The hash of the last entry: kept elsewhere, it also reveals entries cut off the end. */
  headHash?: string;
};

/** The hash of the (empty) chain before the first entry. */
export const GENESIS_HASH = '0'.repeat(64);
/** Rows read per round trip while verifying. */
const VERIFY_PAGE_SIZE = 1000;
/** Bounds on what one entry keeps (a runaway before/after must not bloat the trail). */
const MAX_TEXT_LENGTH = 500;
const MAX_STATE_BYTES = 64 * 1024;

/**
 * A value as the database will give it back: bigint as a decimal string, dates as ISO strings,
 * no undefined. The hash is computed over this, so a row read back hashes the same.
 */
function storable(value: unknown): unknown {
  if (value === undefined) return null;
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  if (text === undefined) return null;
  if (text.length > MAX_STATE_BYTES) throw new Error(`audit state larger than ${MAX_STATE_BYTES} bytes`);
  return JSON.parse(text);
}

/** The canonical content of an entry: a JSON array, keys of before/after sorted. */
function contentOf(row: Omit<repo.NewAuditRow, 'hash'>): string {
  return canonicalJson([
    row.seq.toString(),
    row.at.toISOString(),
    row.actorKind,
    row.actorId,
    row.actorName,
    row.ip,
    row.action,
    row.targetType,
    row.targetId,
    row.before ?? null,
    row.after ?? null,
    row.reason ?? null,
    row.prevHash,
  ]);
}

export const entryHash = (row: Omit<repo.NewAuditRow, 'hash'>) => sha256Hex(contentOf(row));

const clip = (text: string) => text.slice(0, MAX_TEXT_LENGTH);

/** The actor and address of an operator request, as record() takes them. */
export function operatorActor(operator: OperatorPrincipal): { actor: AuditActor; ip: string } {
  return { actor: { kind: 'operator', id: operator.operatorId, name: operator.username }, ip: operator.ip };
}

/**
 * The audit trail (decision 0022). record() appends inside the caller's transaction, so the entry
 * exists exactly when the change it describes commits; appends are serialised by a
 * transaction-scoped advisory lock, so concurrent writers extend one chain. verify() walks the
 * whole chain and recomputes every hash.
 */
export function createAuditService(ctx: AppContext) {
  const db = ctx.database.db;

  async function record(tx: Tx, entry: AuditRecord): Promise<void> {
    await repo.lockChain(tx);
    const head = await repo.chainHead(tx);
    const row: Omit<repo.NewAuditRow, 'hash'> = {
      seq: (head?.seq ?? 0n) + 1n,
      at: ctx.now(),
      actorKind: entry.actor.kind,
      actorId: clip(entry.actor.id),
      actorName: clip(entry.actor.name),
      ip: clip(entry.ip),
      action: clip(entry.action),
      targetType: clip(entry.target.type),
      targetId: clip(entry.target.id),
      before: storable(entry.before),
      after: storable(entry.after),
      reason: entry.reason === undefined ? null : entry.reason.slice(0, 2000),
      prevHash: head?.hash ?? GENESIS_HASH,
    };
    await repo.insertEntry(tx, { ...row, hash: entryHash(row) });
  }

  async function verify(): Promise<AuditVerification> {
    let checked = 0;
    let expectedSeq = 1n;
    let previousHash = GENESIS_HASH;
    for (;;) {
      const rows = await repo.entriesAfter(db, expectedSeq - 1n, VERIFY_PAGE_SIZE);
      for (const row of rows) {
        checked += 1;
        const { id, hash, ...content } = row;
        const intact =
          row.seq === expectedSeq && row.prevHash === previousHash && entryHash(content) === hash;
        if (!intact) return { ok: false, checked, firstBadId: id.toString() };
        previousHash = hash;
        expectedSeq += 1n;
      }
      if (rows.length < VERIFY_PAGE_SIZE) break;
    }
    return { ok: true, checked, ...(checked > 0 ? { headHash: previousHash } : {}) };
  }

  return { record, verify };
}

export type AuditService = ReturnType<typeof createAuditService>;
