import { type ConvertPointRequest, type ConvertPointValue, POINTS_CURRENCY } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { LoyaltyDeps } from './loyalty.deps.js';
import { cashForPoints, rulesOf } from './loyalty.points.config.js';
import * as repo from './loyalty.points.repo.js';

type ConvertDeps = Pick<LoyaltyDeps, 'wallet' | 'site' | 'realtime' | 'verifyPaymentPassword'>;

/**
 * convertPoint (E; decision 0062): whole points (at least the minimum, a multiple of the step) to
 * cash of the site currency at the configured rate, floored. One ledger operation carries both
 * legs (points to the pool, cash from the promotion account), keyed by the member's request id:
 * a retry answers the first result, and parallel conversions from two tabs queue on the member's
 * points account, the second refused when the points are gone (POINTS_NOT_ENOUGH), never negative.
 */
export function createPointsConvert(ctx: AppContext, deps: ConvertDeps) {
  const db = ctx.database.db;

  return async function convert(principal: Principal, body: ConvertPointRequest): Promise<ConvertPointValue> {
    await deps.verifyPaymentPassword(principal, body.paymentPassword);
    const memberId = BigInt(principal.memberId);
    const currency = await deps.site.currencyCode();
    const points = BigInt(body.points);
    const key = `points_convert:${memberId}:${body.requestId}`;
    const result = await retriedTransaction(db, async (tx) => {
      const rules = await rulesOf(tx);
      if (!rules.convertEnabled) throw new AppError('POINTS_CONVERT_NOT_AVAILABLE');
      const cashMinor = cashForPoints(rules, points);
      if (points < rules.convertMinPoints || points % rules.convertStepPoints !== 0n || cashMinor <= 0n)
        throw new AppError('POINTS_CONVERT_INVALID', {
          min: rules.convertMinPoints.toString(),
          step: rules.convertStepPoints.toString(),
        });
      const posted = await deps.wallet.execute(
        {
          idempotencyKey: key,
          type: 'points_redeem',
          transfers: [
            {
              from: { player: principal.memberId, kind: 'points', currency: POINTS_CURRENCY },
              to: { system: 'points_pool', currency: POINTS_CURRENCY },
              amountMinor: points,
            },
            {
              from: { system: 'promotion', currency },
              to: { player: principal.memberId, kind: 'cash', currency },
              amountMinor: cashMinor,
            },
          ],
          reference: `points_convert:${body.requestId}`,
          actor: `member:${memberId}`,
          reason: 'points converted to cash',
        },
        tx,
      );
      if (posted.status === 'refused') {
        if (posted.code === 'WALLET_INSUFFICIENT_FUNDS') throw new AppError('POINTS_NOT_ENOUGH');
        throw new AppError('WALLET_INVALID_OPERATION', { detail: posted.code ?? '' });
      }
      await repo.insertTxn(tx, {
        memberId,
        kind: 'convert',
        points: -points,
        amountMinor: cashMinor,
        currency,
        status: 'approved',
        remark: { key: 'convert' },
        reference: key,
        createdAt: ctx.now(),
      });
      return { cashMinor };
    });
    const balance = await deps.wallet.balancesOf(principal.memberId, POINTS_CURRENCY);
    deps.realtime.toMember(principal.memberId, { type: 'member.refresh' });
    return {
      points: points.toString(),
      cash: wireAmount(result.cashMinor, currency),
      currency,
      balance: balance.pointsMinor.toString(),
    };
  };
}
