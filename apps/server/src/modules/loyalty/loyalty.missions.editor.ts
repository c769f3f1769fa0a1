import type { BoMissionInput, BoMissionValue } from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { operatorActor } from '../audit/audit.service.js';
import type { LoyaltyDeps } from './loyalty.deps.js';
import * as repo from './loyalty.missions.repo.js';

/** The operator's missions editor (loyalty.view to read, loyalty.manage to save; audited). */
export function createMissionsEditor(ctx: AppContext, deps: Pick<LoyaltyDeps, 'site' | 'audit'>) {
  const db = ctx.database.db;
  const isCount = (kind: string) => kind === 'rounds' || kind === 'login';

  function present(m: repo.MissionRow, currency: string): BoMissionValue {
    const title = m.title as { bn: string; en: string };
    return {
      id: m.id.toString(),
      period: m.period as BoMissionValue['period'],
      kind: m.kind as BoMissionValue['kind'],
      gameType: m.gameType,
      title: { bn: title.bn ?? '', en: title.en ?? '' },
      target: isCount(m.kind) ? m.targetMinor.toString() : wireAmount(m.targetMinor, currency),
      rewardKind: m.rewardKind as BoMissionValue['rewardKind'],
      reward: wireAmount(m.rewardMinor, currency),
      wageringMultiple: m.wageringMultiple,
      active: m.active,
      activeFrom: m.activeFrom.toISOString(),
      activeUntil: m.activeUntil?.toISOString() ?? null,
      sort: m.sort,
      updatedAt: m.updatedAt.toISOString(),
    };
  }

  /** The input as a row: amounts in minor units, counts whole, game types only where they count. */
  function rowOf(input: BoMissionInput, currency: string) {
    const amount = (text: string, field: string) => {
      const parsed = tryParseAmount(text, currency as never);
      if (!parsed.ok || parsed.value <= 0n) throw new AppError('MISSION_INVALID', { field });
      return parsed.value;
    };
    let targetMinor: bigint;
    if (isCount(input.kind)) {
      if (!/^\d+$/.test(input.target) || BigInt(input.target) <= 0n || BigInt(input.target) > 1_000_000n)
        throw new AppError('MISSION_INVALID', { field: 'target' });
      targetMinor = BigInt(input.target);
      if (input.kind === 'login' && targetMinor > (input.period === 'daily' ? 1n : 7n))
        throw new AppError('MISSION_INVALID', { field: 'target' });
    } else targetMinor = amount(input.target, 'target');
    if ((input.kind === 'deposit' || input.kind === 'login') && input.gameType !== null)
      throw new AppError('MISSION_INVALID', { field: 'gameType' });
    const activeFrom = new Date(input.activeFrom);
    const activeUntil = input.activeUntil === null ? null : new Date(input.activeUntil);
    if (activeUntil && activeUntil <= activeFrom)
      throw new AppError('MISSION_INVALID', { field: 'activeUntil' });
    return {
      period: input.period,
      kind: input.kind,
      gameType: input.gameType,
      title: input.title,
      targetMinor,
      rewardKind: input.rewardKind,
      rewardMinor: amount(input.reward, 'reward'),
      wageringMultiple: input.rewardKind === 'bonus' ? input.wageringMultiple : 0,
      active: input.active,
      activeFrom,
      activeUntil,
      sort: input.sort,
      updatedAt: ctx.now(),
    };
  }

  return {
    async list() {
      const currency = await deps.site.currencyCode();
      return { currency, list: (await repo.allMissions(db)).map((m) => present(m, currency)) };
    },

    async create(operator: OperatorPrincipal, input: BoMissionInput): Promise<BoMissionValue> {
      const currency = await deps.site.currencyCode();
      const row = rowOf(input, currency);
      return db.transaction(async (tx) => {
        const value = present(await repo.insertMission(tx, { ...row, createdAt: row.updatedAt }), currency);
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'loyalty.mission.create',
          target: { type: 'loyalty_mission', id: value.id },
          after: value,
        });
        return value;
      });
    },

    async update(operator: OperatorPrincipal, id: bigint, input: BoMissionInput): Promise<BoMissionValue> {
      const currency = await deps.site.currencyCode();
      const row = rowOf(input, currency);
      return db.transaction(async (tx) => {
        const before = await repo.missionById(tx, id);
        if (!before) throw new AppError('MISSION_NOT_FOUND');
        const updated = await repo.updateMission(tx, id, row);
        if (!updated) throw new AppError('MISSION_NOT_FOUND');
        const value = present(updated, currency);
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'loyalty.mission.update',
          target: { type: 'loyalty_mission', id: value.id },
          before: present(before, currency),
          after: value,
        });
        return value;
      });
    },
  };
}

export type MissionsEditor = ReturnType<typeof createMissionsEditor>;
