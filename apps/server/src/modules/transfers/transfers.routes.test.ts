import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, answerValue, fieldMessages } from '../../test/accounts-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';

const t = useTestApp();
const api = accountsClient(t);
const PAY = '246810'; // the demo team's payment password (accounts.seed.ts)

let demo: string;
let player02: string;
let agent: string;

const requestId = () => randomUUID();
const balanceOf = async (token: string) =>
  String(answerValue(await api.call('GET', '/wps/v2/wallets/balance', { token })).balance);
const toUpline = (token: string, body: Record<string, unknown>, lang: 'en' | 'bn' = 'en') =>
  api.call('POST', '/wps/transfer/upline', {
    token,
    body: { paymentPassword: PAY, requestId: requestId(), ...body },
    lang,
  });
const toDownline = (token: string, body: Record<string, unknown>) =>
  api.call('POST', '/wps/agent/transfer/downline', {
    token,
    body: { paymentPassword: PAY, requestId: requestId(), ...body },
  });
const transactions = async (token: string) => {
  const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
  const res = await api.call(
    'GET',
    `/wps/member/records/transactions?startDate=${today}&endDate=${today}&group=transfer`,
    {
      token,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return answerValue(res).list as {
    amount: string;
    balanceAfter: string;
    counterpart: string | null;
    type: string;
  }[];
};
const cents = (amount: string) => Math.round(Number(amount) * 100);

beforeAll(async () => {
  demo = await api.tokenOf('demo', 'demo1234');
  player02 = await api.tokenOf('player02', 'demo1234');
  agent = await api.tokenOf('agent01', 'agent1234');
});

describe('member → upline', () => {
  it('moves cash to the upline; both sides see it with the other username and the balance after', async () => {
    const info = answerValue(await api.call('GET', '/wps/transfer/info', { token: demo }));
    expect(info).toMatchObject({
      upline: 'agent01',
      isAgent: false,
      minAmount: '10.00',
      maxAmount: '50000.00',
    });
    const [demoBefore, agentBefore] = [await balanceOf(demo), await balanceOf(agent)];
    const res = await toUpline(demo, { amount: '12.5' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ amount: '12.50', counterpart: 'agent01', currency: 'BDT' });
    expect(cents(await balanceOf(demo))).toBe(cents(demoBefore) - 1250);
    expect(cents(await balanceOf(agent))).toBe(cents(agentBefore) + 1250);
    expect(answerValue(res).balance).toBe(await balanceOf(demo));
    const [mine] = await transactions(demo);
    expect(mine).toMatchObject({ type: 'transfer', amount: '-12.50', counterpart: 'agent01' });
    expect(mine?.balanceAfter).toBe(await balanceOf(demo));
    const [theirs] = await transactions(agent);
    expect(theirs).toMatchObject({ type: 'transfer', amount: '12.50', counterpart: 'demo' });
    expect(theirs?.balanceAfter).toBe(await balanceOf(agent));
  });

  it('moves money once for a replayed request id; a different amount under it is refused', async () => {
    const id = requestId();
    const before = cents(await balanceOf(player02));
    const first = await toUpline(player02, { amount: '20', requestId: id });
    const again = await toUpline(player02, { amount: '20', requestId: id });
    expect(first.status).toBe(200);
    expect(again.body.value).toEqual(first.body.value);
    expect(cents(await balanceOf(player02))).toBe(before - 2000);
    const changed = await toUpline(player02, { amount: '21', requestId: id });
    expect(changed.body.code).toBe('WALLET_IDEMPOTENCY_CONFLICT');
    expect(cents(await balanceOf(player02))).toBe(before - 2000);
  });

  it('refuses amounts outside the limits and malformed amounts, translated, moving nothing', async () => {
    const before = await balanceOf(demo);
    const low = await toUpline(demo, { amount: '9.99' });
    expect(low.body).toMatchObject({
      code: 'TRANSFER_AMOUNT_BELOW_MIN',
      message: 'The minimum transfer is 10.00',
    });
    const high = await toUpline(demo, { amount: '50000.01' }, 'bn');
    expect(high.body).toMatchObject({ code: 'TRANSFER_AMOUNT_ABOVE_MAX', message: 'সর্বোচ্চ ট্রান্সফার ৫০০০০.০০' });
    for (const amount of ['1.234', '-15', '0', '0.00', 'abc', '1e3', '', ' 12,5', '12.']) {
      const res = await toUpline(demo, { amount });
      expect(res.body.code, amount).toBe('VALIDATION_FAILED');
      expect(Object.keys(fieldMessages(res)), amount).toEqual(['amount']);
    }
    expect(await balanceOf(demo)).toBe(before);
  });

  it('refuses a wrong payment password, more than the balance, and a frozen account', async () => {
    const before = await balanceOf(demo);
    const wrong = await toUpline(demo, { amount: '10', paymentPassword: '111111' });
    expect(wrong.body).toMatchObject({
      code: 'PAYMENT_PASSWORD_WRONG',
      message: 'The payment password is incorrect (4 tries left)',
    });
    // A right password resets the count (so the other tests of this file keep their tries).
    const rich = await toUpline(demo, { amount: '50000' });
    expect(rich.body.code).toBe('WALLET_INSUFFICIENT_FUNDS');
    expect(rich.body.value).toBeNull();
    const demoId = String(answerValue(await api.call('GET', '/wps/member/info', { token: demo })).id);
    await t.app.services.wallet.setAccountStatus({ player: demoId, kind: 'cash' }, 'frozen');
    const frozen = await toUpline(demo, { amount: '10' });
    await t.app.services.wallet.setAccountStatus({ player: demoId, kind: 'cash' }, 'open');
    expect(frozen.body.code).toBe('WALLET_ACCOUNT_FROZEN');
    expect(await balanceOf(demo)).toBe(before);
  });

  it('refuses a member without an upline, guests and trials', async () => {
    const lone = await api.newMember();
    expect((await toUpline(lone.token, { amount: '10' })).body.code).toBe('TRANSFER_NO_UPLINE');
    expect(answerValue(await api.call('GET', '/wps/transfer/info', { token: lone.token })).upline).toBeNull();
    const valid = { amount: '10', paymentPassword: PAY, requestId: requestId(), downline: 'player02' };
    const { downline: _, ...uplineBody } = valid;
    expect((await api.call('POST', '/wps/transfer/upline', { body: uplineBody })).body.code).toBe(
      'NOT_LOGGED_IN',
    );
    const trial = String(answerValue(await api.call('POST', '/wps/session/login/freeplay')).token);
    for (const [method, url] of [
      ['POST', '/wps/transfer/upline'],
      ['GET', '/wps/transfer/info'],
      ['POST', '/wps/agent/transfer/downline'],
      ['GET', '/wps/agent/downlines'],
      ['GET', '/wps/relay/GCS_merchantWallet'],
    ] as const) {
      const body = url.includes('downline') ? valid : uplineBody;
      const res = await api.call(method, url, { token: trial, ...(method === 'POST' ? { body } : {}) });
      expect(res.body.code, url).toBe('IN_NEED_TRUE_ACCOUNT');
    }
  });
});

describe('agent → downline', () => {
  it('lists the direct downline and transfers to one of them', async () => {
    const list = answerValue(await api.call('GET', '/wps/agent/downlines?username=PLAY', { token: agent }));
    expect(list).toMatchObject({ total: 1, totalPages: 1, pageNo: 1 });
    expect((list.list as { username: string }[]).map((m) => m.username)).toEqual(['player02']);
    const all = answerValue(await api.call('GET', '/wps/agent/downlines?pageSize=1', { token: agent }));
    expect(all).toMatchObject({ total: 2, totalPages: 2 });
    const before = cents(await balanceOf(player02));
    const res = await toDownline(agent, { downline: 'player02', amount: '30.05' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(cents(await balanceOf(player02))).toBe(before + 3005);
    const [received] = await transactions(player02);
    expect(received).toMatchObject({ amount: '30.05', counterpart: 'agent01' });
  });

  it("refuses anyone who is not the agent's direct downline, and non-agents", async () => {
    const stranger = await api.newMember();
    for (const downline of [stranger.username, 'newbie', 'house01', 'agent01', 'nobody-at-all']) {
      expect((await toDownline(agent, { downline, amount: '10' })).body.code, downline).toBe(
        'TRANSFER_NOT_DOWNLINE',
      );
    }
    expect((await toDownline(demo, { downline: 'player02', amount: '10' })).body.code).toBe(
      'NON_AGENT_LOGIN',
    );
    expect((await api.call('GET', '/wps/agent/downlines', { token: demo })).body.code).toBe(
      'NON_AGENT_LOGIN',
    );
  });
});

describe('transferFund wallets', () => {
  it('lists the main wallet; seamless vendors need no transfer', async () => {
    const res = await api.call('GET', '/wps/relay/GCS_merchantWallet', { token: demo });
    const value = answerValue(res);
    expect(value.wallets).toEqual([
      { code: 'MAIN', name: 'Main wallet', balance: await balanceOf(demo), transferable: false },
    ]);
    expect((value.seamlessVendors as unknown[]).length).toBeGreaterThan(0);
    const move = await api.call('POST', '/wps/relay/GCS_walletTransfer', {
      token: demo,
      body: { from: 'MAIN', to: 'KHELA', amount: '10', requestId: requestId() },
    });
    expect(move.body.code).toBe('TRANSFER_WALLET_UNAVAILABLE');
  });
});

describe.runIf(testDatabaseKind === 'postgres')('concurrency (PostgreSQL)', () => {
  it('ten parallel sends of one request id move the money once', async () => {
    const before = cents(await balanceOf(player02));
    const id = requestId();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => toUpline(player02, { amount: '11', requestId: id })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(cents(await balanceOf(player02))).toBe(before - 1100);
  });
});
