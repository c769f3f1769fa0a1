import type { TableBoot } from '../../src/rooms/tables/api.js';
import { openRoomSocket, roomSocketUrl } from './room-socket.js';
import { startTable } from './table-app.js';

/*
 * The live tables' page entry (issue 21): reads the boot data, keeps a reload on the session
 * (the launch token in the address is spent) and opens the table on the room socket.
 */
function readBoot(): TableBoot | undefined {
  try {
    const boot = JSON.parse(document.getElementById('boot')?.textContent ?? 'null') as TableBoot | null;
    return boot?.kind === 'table' ? boot : undefined;
  } catch {
    return undefined;
  }
}

/** A reload opens the page again on the session (the studio's /play route takes ?session=). */
function rememberInAddress(boot: TableBoot): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('token') || !url.pathname.includes('/play/')) return;
  url.search = new URLSearchParams({
    session: boot.sessionId,
    lang: boot.lang,
    lobby: boot.lobby,
  }).toString();
  history.replaceState(null, '', url);
}

const boot = readBoot();
const app = document.getElementById('app');
if (boot && app) {
  document.documentElement.lang = boot.lang;
  rememberInAddress(boot);
  startTable(boot, app, (handlers) =>
    openRoomSocket({
      url: roomSocketUrl(boot.base),
      game: 'table',
      sessionId: boot.sessionId,
      onEvent: handlers.onEvent,
      onStatus: handlers.onStatus,
      onGone: handlers.onGone,
    }),
  );
}
