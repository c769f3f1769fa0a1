import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeWallet } from '../../test/fake-wallet.js';
import { createWalletClient } from '../../wallet-client.js';
import { createRoomHub } from '../hub.js';
import { createTeenPattiRoomsWith } from './index.js';
import { openTestDatabase, SECRET, type TestDatabase } from './test-harness.js';

/** The room game as the studio mounts it: launch → session → socket join → frames; the lobby. */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function module() {
  const wallet = new FakeWallet({ secrets: { KHELA: SECRET } });
  const hub = createRoomHub();
  const clock = { now: 5_000_000 };
  const game = await createTeenPattiRoomsWith({ schema: database.schema() })({
    wallet: createWalletClient({ transport: wallet.transport(), secretOf: () => SECRET }),
    sql: database.sql,
    hub,
    now: () => clock.now,
    logError: () => {},
    base: '/studio',
    tickMs: false,
    sleep: async () => {},
    retryDelaysMs: [0],
  });
  const launch = async (id: string, lang: 'bn' | 'en' = 'en') => {
    wallet.addPlayer(id, '100.00', `t${id}`);
    const html = await game.pages.launch({
      player: {
        vendorCode: 'KHELA',
        playerId: id,
        currency: 'BDT',
        nickname: `nick${id}`,
        balance: '100.00',
        gameCode: 'KHELA_PVP_0001',
        name: 'Teen Patti',
        lang,
      },
      pick: { game: 'teen-patti', hash: 0 },
      lobby: '/lobby',
    });
    const boot = JSON.parse(
      /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    );
    return { html, boot };
  };
  return { game, hub, wallet, clock, launch };
}

describe('the Teen Patti room game', () => {
  it('launches a page, joins by session, refuses bad frames and seats the player', async () => {
    const m = await module();
    const { html, boot } = await m.launch('m1', 'bn');
    expect(html).toContain('data-page="teen-patti"');
    expect(html).toContain('teen-patti-main.js');
    expect(boot).toMatchObject({ kind: 'teen-patti', lang: 'bn', tableCode: 'TP-1' });
    expect(await m.game.kind.join('no-such-session-id')).toBeUndefined();
    const member = await m.game.kind.join(boot.sessionId);
    if (!member?.onFrame) throw new Error('not joined');
    expect(member.room).toBe('teen-patti:TP-1');
    const hello = await member.hello();
    expect(hello).toMatchObject({ type: 'table', code: 'TP-1', boot: '1.00', you: { seat: null } });
    for (const frame of [
      { type: 'act', move: 'cheat' },
      { type: 'act', move: 'raise', amount: '-1' },
      { type: 'sit', seat: 9 },
      { type: 'nonsense' },
    ])
      expect(await member.onFrame(frame)).toMatchObject({ type: 'error', code: 'INVALID_FRAME' });
    expect(await member.onFrame({ type: 'act', move: 'chaal' })).toMatchObject({
      type: 'error',
      code: 'NO_HAND',
    });
    expect(await member.onFrame({ type: 'sit', seat: 2 })).toMatchObject({ type: 'ok', you: { seat: 2 } });
    expect(m.game.lobby().find((entry) => entry.code === 'TP-1')?.players).toBe(1);
    const second = await m.launch('m2');
    const other = await m.game.kind.join(second.boot.sessionId);
    expect(await other?.onFrame?.({ type: 'sit', seat: 2 })).toMatchObject({
      type: 'error',
      code: 'SEAT_TAKEN',
    });
    expect(await other?.onFrame?.({ type: 'sit' })).toMatchObject({ type: 'ok' });
    // Two seated: after the pause a hand is dealt and both boots are taken.
    m.clock.now += 1;
    await m.game.tick();
    m.clock.now += 3_000;
    await m.game.tick();
    expect(m.wallet.balanceOf('m1')).toBe('99.00');
    expect(m.wallet.balanceOf('m2')).toBe('99.00');
    const seen = await member.onFrame({ type: 'act', move: 'see' });
    // Whoever is on turn: the other is refused, changing nothing.
    const answers = [seen, await other?.onFrame?.({ type: 'act', move: 'see' })];
    expect(answers.filter((answer) => answer?.type === 'ok')).toHaveLength(1);
    expect(answers.filter((answer) => answer?.code === 'NOT_YOUR_TURN')).toHaveLength(1);
    const okAnswer = answers.find((answer) => answer?.type === 'ok');
    expect(okAnswer?.cards).toHaveLength(3);
    await m.game.close();
  });
});
