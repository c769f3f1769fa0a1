import type { DepositChannelsValue, Language, UpdateChannelRequest } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { channelPatchOf, presentChannel, presentOperatorChannel } from './payments.channels.js';
import type { DepositBase, DepositDeps } from './payments.deposits.model.js';
import * as repo from './payments.deposits.repo.js';

/** The deposit channels: what the deposit page offers, and the back office's view and edits. */
export function createDepositChannels(ctx: AppContext, deps: DepositDeps, base: DepositBase) {
  const { db } = base;

  /** The enabled channels in the site currency, for the deposit page. */
  async function forPlayer(language: Language): Promise<DepositChannelsValue> {
    const [currency, timeZone] = await Promise.all([deps.currency(), base.timeZone()]);
    const now = ctx.now();
    const rows = (await repo.channels(db)).filter((c) => c.enabled && c.currency === currency);
    return {
      currency,
      // Opening hours are local times in the site's zone: the page shows them against it.
      timeZone,
      channels: rows.map((c) => presentChannel(c, language, now, timeZone)),
    };
  }

  async function forOperator() {
    return (await repo.channels(db)).map(presentOperatorChannel);
  }

  async function update(
    code: string,
    change: UpdateChannelRequest,
    operator: OperatorPrincipal,
    language: Language = 'en',
  ) {
    return base.inTransaction(async (tx) => {
      const row = await repo.channelByCode(tx, code, true);
      if (!row) throw new AppError('PAYMENT_CHANNEL_NOT_FOUND');
      const updated = await repo.updateChannel(tx, code, {
        ...channelPatchOf(row, change, language),
        updatedAt: ctx.now(),
      });
      const before = presentOperatorChannel(row);
      const after = presentOperatorChannel(updated);
      await base.audit(tx, operator, { action: 'payments.channel.update', id: code, before, after });
      return after;
    });
  }

  return { forPlayer, forOperator, update };
}
