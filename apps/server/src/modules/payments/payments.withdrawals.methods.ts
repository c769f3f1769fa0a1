import type { Language, UpdateWithdrawalMethodRequest, WithdrawalMethodValue } from '@khela/contract';
import { currencyCodeOr, tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import { fieldErrorFor } from '../../platform/http/field-error.js';
import type { Actor, WithdrawalDeps } from './payments.withdrawals.model.js';
import * as repo from './payments.withdrawals.repo.js';
import { presentMethod } from './payments.withdrawals.service.js';

/**
 * The operator's settings of each withdrawal method (docs/decisions/0020): limits, fee,
 * confirmation minutes, on/off. A change applies to requests from then on (a paid withdrawal
 * keeps the window it was given); audited with the settings before and after.
 */
export function createWithdrawalMethods(ctx: AppContext, deps: WithdrawalDeps) {
  const db = ctx.database.db;

  async function list(): Promise<WithdrawalMethodValue[]> {
    return (await repo.methods(db)).map(presentMethod);
  }

  function update(
    actor: Actor,
    code: string,
    body: UpdateWithdrawalMethodRequest,
    language: Language = 'en',
  ): Promise<WithdrawalMethodValue> {
    return db.transaction(async (tx) => {
      const before = await repo.methodByCode(tx, code);
      if (!before) throw new AppError('WITHDRAWAL_METHOD_DISABLED');
      const currency = currencyCodeOr(before.currency);
      // A bad value is VALIDATION_FAILED beside its field, in the operator's language.
      const amount = (field: keyof UpdateWithdrawalMethodRequest, allowZero = false) => {
        const text = body[field];
        if (typeof text !== 'string') return undefined;
        const parsed = tryParseAmount(text.trim(), currency);
        if (!parsed.ok || parsed.value < 0n || (!allowZero && parsed.value === 0n))
          throw fieldErrorFor(field, 'invalid_amount', language);
        return parsed.value;
      };
      const patch = {
        enabled: body.enabled,
        minMinor: amount('min'),
        maxMinor: amount('max'),
        dailyCount: body.dailyCount,
        dailyAmountMinor: amount('dailyAmount'),
        feeFixedMinor: amount('feeFixed', true),
        feeBasisPoints: body.feeBasisPoints,
        confirmMinutes: body.confirmMinutes,
      };
      const merged = {
        ...before,
        ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
      };
      if (merged.maxMinor < merged.minMinor)
        throw fieldErrorFor(body.max === undefined ? 'min' : 'max', 'min_above_max', language);
      if (merged.dailyAmountMinor < merged.minMinor)
        throw fieldErrorFor('dailyAmount', 'below_min', language);
      const after = await repo.updateMethod(tx, code, merged);
      if (!after) throw new AppError('WITHDRAWAL_METHOD_DISABLED');
      await deps.audit?.record(tx, {
        actor: { kind: actor.kind, id: actor.id, name: actor.name },
        ip: actor.ip,
        action: 'payments.withdrawal_method.update',
        target: { type: 'withdrawal_method', id: code },
        before: presentMethod(before),
        after: presentMethod(after),
      });
      return presentMethod(after);
    });
  }

  return { list, update };
}

export type WithdrawalMethods = ReturnType<typeof createWithdrawalMethods>;
