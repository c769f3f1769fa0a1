import { lotteryCodeFor } from '@khela/contract';
import type { GameKind } from '../book/kinds.js';
import { GAME_CODE_PATTERN } from '../game-map.js';
import { launchedPlayer } from '../page-launch.js';
import { type Lang, type Studio, StudioError } from '../studio.js';
import type { StudioLottery } from './index.js';
import { lotteryPage } from './page.js';
import { lotteryBoot } from './routes.js';

/** The site's lottery page a studio lottery belongs to (its game list leads with that family). */
export function familyOf(lotteryCode: string): 'fast' | 'sea' | 'vn' {
  if (lotteryCode === 'KL4D') return 'sea';
  if (lotteryCode.startsWith('KLVN')) return 'vn';
  return 'fast';
}

type LaunchQuery = { token?: string | undefined; session?: string | undefined; vendor?: string | undefined };

/**
 * A LOTT or ELOTT catalogue game (any vendor, TCG_SEA and TCG_LOTTO_VN included) opens the
 * lottery page on the studio lottery `lotteryCodeFor` names — never a slot. Answers the page, or
 * undefined when the game is not a lottery game (or the session is not a lottery session).
 */
export function lotteryLauncher(deps: {
  studio: Studio;
  lottery: StudioLottery | undefined;
  base: string;
  gameName?: ((vendorCode: string, gameCode: string, lang: Lang) => Promise<string | undefined>) | undefined;
  gameKind?: ((vendorCode: string, gameCode: string) => Promise<GameKind | undefined>) | undefined;
}) {
  const { studio, lottery, base } = deps;
  return async (gameCode: string, q: LaunchQuery, lang: Lang, lobby: string): Promise<string | undefined> => {
    if (q.session && !q.token && lottery) {
      const session = lottery.sessions.get(q.session);
      if (!session) return undefined;
      if (session.gameCode !== gameCode) throw new StudioError('SESSION_NOT_FOUND');
      return lotteryPage(
        lotteryBoot({ base, lobby, session: { ...session, lang }, limits: lottery.limits() }),
      );
    }
    if (!q.token || !GAME_CODE_PATTERN.test(gameCode)) return undefined;
    const vendorCode = await studio.vendorFor(gameCode, q.vendor);
    const kind = await deps.gameKind?.(vendorCode, gameCode).catch(() => undefined);
    const lotteryCode = lotteryCodeFor({
      gameCode,
      vassalage: vendorCode,
      lane: kind?.lane,
      classify: kind?.classify,
    });
    if (!lotteryCode) return undefined;
    if (!lottery) throw new StudioError('GAME_MAINTENANCE');
    const player = await launchedPlayer(deps, { gameCode, token: q.token, vendorCode, lang });
    const session = lottery.sessions.open({
      ...player,
      lotteryCode,
      family: familyOf(lotteryCode),
    });
    return lotteryPage(lotteryBoot({ base, lobby, session, limits: lottery.limits() }));
  };
}
