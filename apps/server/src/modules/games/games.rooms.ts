import { StudioRoomEntry, StudioRoomsAnswer } from '@khela/contract';
import { type ReportTransport, STUDIO_MOUNT_PATH } from '../vendors/vendors.reports.js';

/**
 * The studio's live rooms (issue 21): its live tables, crash rooms, fishing halls and Teen Patti
 * tables with their players now, for the LIVE, FISH and PVP lobbies. A port, so the relay is
 * tested with a fake and the studio may one day run elsewhere.
 */
export type RoomData = {
  /** Every room the studio runs now; empty when the studio does not answer. */
  rooms(): Promise<StudioRoomEntry[]>;
};

const LOBBY_URL = `${STUDIO_MOUNT_PATH}/rooms/api/lobby`;

/**
 * The studio mounted in this process (studio-mount.ts), read through app.inject: its public
 * `GET /studio/rooms/api/lobby` (apps/studio/src/plugin.ts), no signature. No studio, an error or
 * an answer outside the contract gives an empty list: the rooms strip is a part of the lobby, and
 * the rest of the page works without it. A room the contract does not know (a newer studio's
 * game) is left out, the others still show.
 */
export function studioRoomData(
  transport: ReportTransport,
  options: {
    /** False when the studio runs elsewhere (STUDIO_MOUNT=false): nothing to read here. */
    mounted: boolean;
    logError?: (error: unknown, context: string) => void;
  },
): RoomData {
  return {
    async rooms() {
      if (!options.mounted) return [];
      try {
        const response = await transport(LOBBY_URL, {}, 'GET');
        // A studio without rooms (not built yet, or switched off): nothing to list.
        if (response.statusCode === 404) return [];
        const parsed = StudioRoomsAnswer.safeParse(JSON.parse(response.body) as unknown);
        if (response.statusCode !== 200 || !parsed.success) {
          options.logError?.(
            new Error(`HTTP ${response.statusCode}: unexpected answer`),
            `rooms ${LOBBY_URL}`,
          );
          return [];
        }
        return parsed.data.rooms.flatMap((room) => {
          const entry = StudioRoomEntry.safeParse(room);
          return entry.success ? [entry.data] : [];
        });
      } catch (error) {
        options.logError?.(error, `rooms ${LOBBY_URL}`);
        return [];
      }
    },
  };
}
