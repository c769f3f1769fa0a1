/**
 * bench:rooms' client process (rooms.bench.ts forks one or more): opens the players' room sockets
 * to the studio, joins each player's table, and times every round event from the instant it
 * stands for (a round's opening, its "no more bets", its settlement — wall-clock ms, the same clock
 * in every process of the machine) to the moment this process reads it. A share of the players
 * bets once a round, at a random moment of the betting window, and times the answer.
 *   → { kind: 'connect', url, players: {sessionId, variant, stake}[], betShare }
 *                                    ← { kind: 'connected', open, failed, ms }
 *   → { kind: 'collect' }            ← { kind: 'collected', broadcast, bets, statuses, events }
 *   → { kind: 'close' }              (closes every socket and exits)
 */
import { randomInt } from 'node:crypto';
import WebSocket from 'ws';

/** A uniform number in [0, 1) from the CSPRNG (as everywhere, bench clients included). */
const uniform = () => randomInt(2 ** 47) / 2 ** 47;

type Player = { sessionId: string; variant: string; stake: string };
type ToClients =
  | { kind: 'connect'; url: string; players: Player[]; betShare: number }
  | { kind: 'collect' }
  | { kind: 'close' };

type Round = { roundId: string; opensAt: number; closesAt: number; settlesAt: number };

const now = () => performance.timeOrigin + performance.now();
const sockets: WebSocket[] = [];
const broadcast: number[] = [];
const bets: number[] = [];
const statuses = new Map<string, number>();
const events = new Map<string, number>();
let betShare = 0.5;

function tell(message: unknown): void {
  process.send?.(message);
}

const SIDES: Record<string, [string, string]> = {
  baccarat: ['player', 'banker'],
  'dragon-tiger': ['dragon', 'tiger'],
  roulette: ['red', 'black'],
  'andar-bahar': ['andar', 'bahar'],
};

function open(url: string, player: Player): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    let joined = false;
    let ref = 0;
    const sent = new Map<string, number>();
    const bet = (round: Round) => {
      const sides = SIDES[player.variant] ?? ['player', 'banker'];
      const spot = sides[randomInt(2)] as string;
      ref += 1;
      const id = `b${ref}`;
      sent.set(id, now());
      socket.send(
        JSON.stringify({
          type: 'bet',
          ref: id,
          roundId: round.roundId,
          bets: [{ spot, stake: player.stake }],
          requestId: `${player.sessionId.slice(0, 12)}-${round.roundId}`,
        }),
      );
    };
    const onRound = (round: Round) => {
      if (uniform() >= betShare) return;
      // Somewhere in the window, at least a second before it closes.
      const span = Math.max(0, round.closesAt - 1500 - now());
      setTimeout(() => {
        if (socket.readyState === WebSocket.OPEN && now() < round.closesAt - 500) bet(round);
      }, uniform() * span);
    };
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'join', game: 'table', sessionId: player.sessionId })),
    );
    socket.on('message', (data) => {
      const at = now();
      const event = JSON.parse(data.toString()) as {
        type: string;
        ref?: string;
        status?: string;
        round?: Round;
      };
      events.set(event.type, (events.get(event.type) ?? 0) + 1);
      if (event.type === 'joined') {
        if (!joined) {
          joined = true;
          sockets.push(socket);
          resolve(true);
        }
        return;
      }
      if (event.type === 'bet' && event.ref) {
        const t0 = sent.get(event.ref);
        if (t0 !== undefined) bets.push(at - t0);
        sent.delete(event.ref);
        statuses.set(event.status ?? '?', (statuses.get(event.status ?? '?') ?? 0) + 1);
        return;
      }
      const round = event.round;
      if (!round) return;
      if (event.type === 'round') {
        broadcast.push(at - round.opensAt);
        onRound(round);
      } else if (event.type === 'dealing') broadcast.push(at - round.closesAt);
      else if (event.type === 'settled') broadcast.push(at - round.settlesAt);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!joined) resolve(false);
    });
  });
}

async function connect(url: string, players: Player[]): Promise<void> {
  const started = now();
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = next++; i < players.length; i = next++) {
        const player = players[i];
        if (player && !(await open(url, player))) failed += 1;
      }
    }),
  );
  tell({ kind: 'connected', open: sockets.length, failed, ms: now() - started });
}

process.on('message', (message: ToClients) => {
  if (message.kind === 'connect') {
    betShare = message.betShare;
    void connect(message.url, message.players);
  } else if (message.kind === 'collect') {
    tell({
      kind: 'collected',
      broadcast: broadcast.splice(0),
      bets: bets.splice(0),
      statuses: Object.fromEntries(statuses),
      events: Object.fromEntries(events),
      open: sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length,
    });
  } else if (message.kind === 'close') {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
