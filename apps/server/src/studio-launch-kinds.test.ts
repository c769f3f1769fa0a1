import type { LaunchGameValue } from '@khela/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { game } from './modules/games/games.catalogue.tables.js';
import { gamesClient } from './test/games-client.js';
import { useTestApp } from './test/harness.js';

/**
 * A tile is a promise (issues 19–21): every demo catalogue game, whatever its vendor code, opens
 * the studio game of its type — the book for SPORTS, ESPORTS and COCKFIGHT, the lottery for LOTT
 * and ELOTT, a table for LIVE, fishing or crash for FISH, Teen Patti for PVP — and only RNG games
 * play a slot (game-map.ts spreads those over the studio's slots by hash).
 */
const t = useTestApp();
const { call, login } = gamesClient(t);

function expectedPage(gameType: string, classify: string): string {
  switch (gameType) {
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'book';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'LIVE':
      return 'table';
    case 'FISH':
      return classify === 'ARCADE' ? 'crash' : 'fishing';
    case 'PVP':
      return 'teen-patti';
    default:
      return 'slot';
  }
}

/** The studio page's kind: its `data-page`, or "slot" for the slot page (boot mode "game"). */
function pageKind(html: string): string | undefined {
  const marked = /data-page="([a-z-]+)"/.exec(html)?.[1];
  if (marked) return marked;
  return html.includes('"mode":"game"') ? 'slot' : undefined;
}

describe('every catalogue game opens the studio game of its type', () => {
  it('launches one game of each type, vendor and classification into its kind of page', {
    timeout: 120_000,
  }, async () => {
    const member = await login();
    const rows = await t.ctx.database.db
      .select()
      .from(game)
      .where(eq(game.status, 'active'))
      .orderBy(game.nodeId);
    const seen = new Map<string, string>();
    for (const row of rows) {
      const key = `${row.gameType}:${row.vassalage}:${row.gameClassify}`;
      if (seen.has(key)) continue;
      const launched = await call<LaunchGameValue>('POST', '/wps/game/launchGame', {
        token: member,
        body: { nodeId: row.nodeId.toString() },
        lang: 'en',
      });
      expect(launched.status, key).toBe(200);
      const page = await t.app.inject({ method: 'GET', url: launched.body.value.url });
      expect(page.statusCode, key).toBe(200);
      const want = expectedPage(row.gameType, row.gameClassify);
      const kind = pageKind(page.body);
      expect(kind, key).toBe(want);
      seen.set(key, want);
    }
    // Every type of the test catalogue was launched (its ESPORTS and COCKFIGHT games are inactive;
    // their book kinds are book/kinds.test.ts's), and every kind of studio game was reached.
    expect([...new Set([...seen.keys()].map((key) => key.split(':')[0]))].sort()).toEqual([
      'ELOTT',
      'FISH',
      'LIVE',
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
    ]);
    expect(new Set(seen.values())).toEqual(
      new Set(['book', 'lottery', 'table', 'crash', 'fishing', 'teen-patti', 'slot']),
    );
  });
});
