import { nameFromCode } from './game-map.js';
import type { Lang, Studio } from './studio.js';

/**
 * What a page launch of the book or the lottery starts its session from: the launch token spent
 * (who plays, as the wallet knows them) and the catalogue's name of the game.
 */
export async function launchedPlayer(
  deps: {
    studio: Studio;
    gameName?:
      | ((vendorCode: string, gameCode: string, lang: Lang) => Promise<string | undefined>)
      | undefined;
  },
  input: { gameCode: string; token: string; vendorCode: string; lang: Lang },
) {
  const { gameCode, vendorCode, lang } = input;
  const player = await deps.studio.authenticate({ gameCode, token: input.token, vendor: vendorCode });
  const name =
    (await deps.gameName?.(vendorCode, gameCode, lang).catch(() => undefined)) ?? nameFromCode(gameCode);
  return {
    vendorCode,
    playerId: player.playerId,
    currency: player.currency,
    nickname: player.nickname,
    balance: player.balance,
    gameCode,
    name,
    lang,
  };
}
