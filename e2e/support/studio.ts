import type { KhelaServer } from './server';

/**
 * The site's calls the studio's browser tests make (the rooms: tables, crash, fishing, Teen
 * Patti): the player API with its envelope, a member's ledger balance in minor units, a login,
 * a catalogue list, and a launch that answers the studio URL to open.
 */
type Envelope<T> = { success: boolean; value: T; code?: string; message: string };

export const minor = (amount: string | number) => Math.round(Number(amount) * 100);

export function studioSite(server: { readonly current: KhelaServer }, address: string) {
  async function api<T>(
    path: string,
    init: { token?: string; body?: unknown; address?: string } = {},
  ): Promise<T> {
    const response = await fetch(`${server.current.url}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-lang': 'en',
        'x-forwarded-for': init.address ?? address,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (!envelope.success) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
    return envelope.value;
  }
  return {
    api,
    ledger: async (token: string) =>
      minor((await api<{ balance: string }>('/wps/v2/wallets/balance', { token })).balance),
    login: async (username: string, password: string, from?: string) =>
      (
        await api<{ token: string }>('/wps/session/login', {
          body: { username, password },
          ...(from ? { address: from } : {}),
        })
      ).token,
    /** A lane's catalogue games (`query`: gameType, vassalage, gameClassify …). */
    games: async (query: string) =>
      (
        await api<{ games: { nodeId: string; gameCode: string; gameName: string }[] }>(
          `/wps/relay/GCSGAME_gameList?clientType=3&platform=W&pageNo=1&pageSize=30&language=EN&${query}`,
        )
      ).games,
    /** Launches a catalogue game for a member: the studio's page URL on this server. */
    launch: async (
      token: string,
      game: { nodeId: string; gameCode: string },
      lobby: string,
      language = 'EN',
    ) => {
      const { url } = await api<{ url: string }>('/wps/game/launchGame', {
        token,
        body: { nodeId: game.nodeId, gameCode: game.gameCode, lobby, language },
      });
      if (!url.startsWith('/studio/play/')) throw new Error(`not a studio launch: ${url}`);
      return `${server.current.url}${url}`;
    },
  };
}
