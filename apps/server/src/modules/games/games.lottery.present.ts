import type {
  Language,
  LotteryDrawItem,
  LotteryResultItem,
  StudioLotteryDraw,
  StudioLotteryOutcome,
} from '@khela/contract';

/** The studio's lottery answers in the shapes of the site's relay calls (contract lottery-relay.ts). */

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** A draw of a menu at the studio's `serverTime`: open while its window is, counting down to its close. */
export function presentDraw(draw: StudioLotteryDraw, serverTime: number): LotteryDrawItem {
  const open = draw.state === 'open' && draw.opensAt <= serverTime && serverTime < draw.closesAt;
  return {
    drawId: draw.drawId,
    drawNo: draw.drawNo,
    province: draw.province ?? null,
    opensAt: iso(draw.opensAt),
    closesAt: iso(draw.closesAt),
    drawAt: iso(draw.drawAt),
    open,
    countdownMs: Math.max(0, draw.closesAt - serverTime),
  };
}

/** The opened numbers in draw order, and the prize table of the games that have one. */
function numbersOf(outcome: StudioLotteryOutcome): Pick<LotteryResultItem, 'numbers' | 'prizes'> {
  switch (outcome.kind) {
    case 'digits5':
    case 'digits3':
      return { numbers: outcome.digits.map(String), prizes: [] };
    case 'race10':
      return { numbers: outcome.order.map(String), prizes: [] };
    case 'sea4d': {
      const { first, second, third, special, consolation } = outcome.result;
      const prizes = [
        { tier: 'first', number: first },
        { tier: 'second', number: second },
        { tier: 'third', number: third },
        ...special.map((number) => ({ tier: 'special', number })),
        ...consolation.map((number) => ({ tier: 'consolation', number })),
      ];
      return { numbers: prizes.map((prize) => prize.number), prizes };
    }
    case 'vn-north':
    case 'vn-south':
      return { numbers: outcome.prizes.map((prize) => prize.number), prizes: outcome.prizes };
  }
}

/** A drawn result; undefined for a draw without its outcome yet. */
export function presentResult(draw: StudioLotteryDraw): LotteryResultItem | undefined {
  if (!draw.outcome) return undefined;
  return {
    gameCode: draw.gameCode,
    drawId: draw.drawId,
    drawNo: draw.drawNo,
    province: draw.province ?? null,
    drawAt: iso(draw.drawAt),
    ...numbersOf(draw.outcome),
  };
}

export function nameIn(name: { en: string; bn: string }, language: Language): string {
  return language === 'en' ? name.en : name.bn;
}
