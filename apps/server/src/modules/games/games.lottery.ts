import {
  type StudioLotteryGamesAnswer as GamesAnswer,
  LOTTERY_RESULTS_MAX,
  type StudioLotteryResultsAnswer as ResultsAnswer,
  StudioLotteryGamesAnswer,
  StudioLotteryResultsAnswer,
} from '@khela/contract';
import { type ReportTransport, STUDIO_MOUNT_PATH } from '../vendors/vendors.reports.js';

/**
 * The lottery data the site's relay calls show (issue 20): the studio's lotteries with their
 * draws, and a lottery's latest results. A port, so the routes are tested with a fake and the
 * studio may one day run elsewhere.
 */
export type LotteryData = {
  /** Every lottery with its open and next draws and its last result. */
  games(): Promise<GamesAnswer>;
  /** A lottery's drawn results, newest first, at most `limit`. */
  results(code: string, limit: number): Promise<ResultsAnswer>;
};

const API = `${STUDIO_MOUNT_PATH}/lottery/api`;

/**
 * The studio mounted in this process (studio-mount.ts), read through app.inject
 * (`injectTransport(app)`): its public lottery API, no signature (apps/studio/src/lottery/api.ts).
 * No studio, an error or an answer outside the contract's schema gives empty lists, never an
 * error: the lottery menus are a part of the site's pages, and the rest of the page works without
 * them.
 */
export function studioLotteryData(
  transport: ReportTransport,
  options: {
    /** False when the studio runs elsewhere (STUDIO_MOUNT=false): nothing to read here. */
    mounted: boolean;
    now: () => Date;
    logError?: (error: unknown, context: string) => void;
  },
): LotteryData {
  async function read<T>(
    url: string,
    schema: { safeParse: (v: unknown) => { data?: T } },
  ): Promise<T | undefined> {
    if (!options.mounted) return undefined;
    try {
      const response = await transport(url, {}, 'GET');
      // Not there yet (a studio without the lottery), or a code the studio does not run.
      if (response.statusCode === 404) return undefined;
      const parsed = schema.safeParse(JSON.parse(response.body) as unknown);
      if (response.statusCode !== 200 || parsed.data === undefined) {
        options.logError?.(new Error(`HTTP ${response.statusCode}: unexpected answer`), `lottery ${url}`);
        return undefined;
      }
      return parsed.data;
    } catch (error) {
      options.logError?.(error, `lottery ${url}`);
      return undefined;
    }
  }

  return {
    async games() {
      const answer = await read(`${API}/games`, StudioLotteryGamesAnswer);
      return answer ?? { status: 'OK', serverTime: options.now().getTime(), games: [] };
    },
    async results(code, limit) {
      const bounded = Math.min(Math.max(1, Math.trunc(limit)), LOTTERY_RESULTS_MAX);
      const url = `${API}/results/${encodeURIComponent(code)}?limit=${bounded}`;
      const answer = await read(url, StudioLotteryResultsAnswer);
      return answer ?? { status: 'OK', gameCode: code, draws: [] };
    },
  };
}
