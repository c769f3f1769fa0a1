import type { DepositPageValue } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/http/auth.js';
import { depositsClient } from '../../test/deposits-client.js';
import { useTestApp } from '../../test/harness.js';
import { createDepositService } from './payments.deposits.service.js';

const t = useTestApp();
const { call, memberSession, deposit } = depositsClient(t);

/** 12:00 in Dhaka (every demo channel is open), still 22:00 of the day before in Los Angeles. */
const NOON_DHAKA = new Date('2026-11-21T06:00:00Z');

const principalOf = (member: { memberId: string; username: string }): Principal => ({
  ...member,
  type: 0,
  area: 'player',
  sessionId: 'test',
  isTrial: false,
  isAgent: false,
});

describe("a member's order list by day", () => {
  it("counts days in the site's time zone", async () => {
    t.setNow(NOON_DHAKA);
    const me = await memberSession();
    await deposit(me.token, { channelCode: 'BKASH', amount: '300', reference: 'BK12345' });
    const deps = {
      wallet: t.app.services.wallet,
      currency: async () => 'BDT',
      site: { timeZone: async () => 'Asia/Dhaka' },
    };
    const countOn = async (service: ReturnType<typeof createDepositService>, day: string) =>
      (await service.list(principalOf(me), { from: day, to: day, pageNo: 1, pageSize: 10 }, 'en')).total;

    const dhaka = createDepositService(t.ctx, deps);
    expect(await countOn(dhaka, '2026-11-21')).toBe(1);
    expect(await countOn(dhaka, '2026-11-20')).toBe(0);
    const losAngeles = createDepositService(t.ctx, {
      ...deps,
      site: { timeZone: async () => 'America/Los_Angeles' },
    });
    expect(await countOn(losAngeles, '2026-11-20')).toBe(1);
    expect(await countOn(losAngeles, '2026-11-21')).toBe(0);
  });

  it('refuses a day that does not exist with VALIDATION_FAILED naming the field', async () => {
    const me = await memberSession();
    const answer = await call<DepositPageValue>('GET', '/wps/deposits?from=2026-02-30', { token: me.token });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.value).toMatchObject({ fields: [{ field: 'query.from', reason: 'invalid_format' }] });
    const to = await call('GET', '/wps/deposits?to=2026-13-01', { token: me.token });
    expect(to.body.code).toBe('VALIDATION_FAILED');
  });
});
