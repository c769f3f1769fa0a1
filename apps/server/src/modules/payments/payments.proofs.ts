import { createHash } from 'node:crypto';
import { MAX_PROOF_IMAGE_BYTES, MAX_PROOF_IMAGES, type ProofValue } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { inspectImage, nameForDetectedType, sanitiseFileName } from '../../platform/storage/image-check.js';
import type { WithdrawalDeps } from './payments.withdrawals.model.js';
import * as repo from './payments.withdrawals.repo.js';
import { lockedWithdrawal } from './payments.withdrawals.review.js';

export type ProofFile = { bytes: Buffer; contentType: string; fileName: string };

/**
 * Proof images for "not received" (png or jpg, 5 MB each, at most 3). Checked by
 * content (magic bytes and a decodable header), never by the name or the declared type; the
 * name is only kept, sanitised and with the detected type's extension, for display. Stored through platform storage under a random
 * key outside the web roots; read back only by the owner (member routes) or an operator.
 */
export function createProofs(ctx: AppContext, deps: WithdrawalDeps) {
  const db = ctx.database.db;

  async function upload(
    principal: Principal,
    withdrawalId: string,
    fileName: string,
    bytes: Buffer,
  ): Promise<ProofValue> {
    const name = sanitiseFileName(fileName);
    if (!name) throw new AppError('PROOF_FILE_NAME_INVALID');
    if (bytes.length > MAX_PROOF_IMAGE_BYTES)
      throw new AppError('PROOF_TOO_LARGE', { max: MAX_PROOF_IMAGE_BYTES / (1024 * 1024) });
    const image = inspectImage(bytes);
    if (!image) throw new AppError('PROOF_NOT_IMAGE');
    return db.transaction(async (tx) => {
      const row = await lockedWithdrawal(tx, withdrawalId, ['paid'], principal.memberId);
      if ((await repo.proofsOf(tx, [row.id])).length >= MAX_PROOF_IMAGES)
        throw new AppError('PROOF_TOO_MANY', { max: MAX_PROOF_IMAGES });
      const storageKey = await deps.storage.put('withdrawal-proofs', image.extension, bytes, ctx.now());
      try {
        const proof = await repo.insertProof(tx, {
          withdrawalId: row.id,
          memberId: row.memberId,
          storageKey,
          fileName: nameForDetectedType(name, image.extension),
          contentType: image.contentType,
          sizeBytes: bytes.length,
          width: image.width,
          height: image.height,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          createdAt: ctx.now(),
        });
        return {
          id: proof.id.toString(),
          fileName: proof.fileName,
          contentType: image.contentType,
          sizeBytes: proof.sizeBytes,
          width: proof.width,
          height: proof.height,
          createdAt: proof.createdAt.toISOString(),
        };
      } catch (error) {
        await deps.storage.remove(storageKey);
        throw error;
      }
    });
  }

  /** The image of a withdrawal's proof; `memberId` limits it to that member's withdrawals. */
  async function read(withdrawalId: string, proofId: string, memberId?: string): Promise<ProofFile> {
    const withdrawal = await repo.withdrawalById(db, BigInt(withdrawalId));
    if (!withdrawal || (memberId !== undefined && withdrawal.memberId !== BigInt(memberId)))
      throw new AppError('PROOF_NOT_FOUND');
    const proof = await repo.proofOf(db, withdrawal.id, BigInt(proofId));
    const bytes = proof ? await deps.storage.get(proof.storageKey) : undefined;
    // Type and name come from the bytes again, so a row stored before names followed the content
    // (`x.html` holding a PNG) is still served as the image it is.
    const image = bytes ? inspectImage(bytes) : undefined;
    if (!proof || !bytes || !image) throw new AppError('PROOF_NOT_FOUND');
    return {
      bytes,
      contentType: image.contentType,
      fileName: nameForDetectedType(sanitiseFileName(proof.fileName) ?? 'image', image.extension),
    };
  }

  return { upload, read };
}

export type Proofs = ReturnType<typeof createProofs>;
