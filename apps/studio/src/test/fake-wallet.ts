import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * A fake Khela seamless wallet for the studio's tests: the protocol of
 * packages/contract/src/vendor-protocol.ts over real HTTP, with signatures and the replay
 * window checked, idempotent transaction ids, rounds, rollback markers and balances in minor
 * units. Written independently of the studio's client so a signing or shape mistake shows.
 */
type Player = { playerId: string; currency: string; balanceMinor: bigint; nickname: string };
type Tx = { call: string; body: string; answer: string };

export type FakeWalletOptions = { secrets: Record<string, string>; windowMs?: number };

export class FakeWallet {
  readonly players = new Map<string, Player>();
  readonly tokens = new Map<string, { playerId: string; vendor: string }>();
  readonly calls: {
    call: string;
    vendor: string;
    body: Record<string, unknown>;
    status: string;
    /** One item of a `credits` call (logged as its credit). */
    batch?: boolean;
  }[] = [];
  private readonly transactions = new Map<string, Tx>();
  private readonly markers = new Set<string>();
  /** Per round: the stake debited, credits, refunds (rollbacks of its debits) and adjusts naming it. */
  readonly rounds = new Map<
    string,
    { status: 'open' | 'closed'; debits: bigint; credits: bigint; refunds: bigint; adjusts: bigint }
  >();
  /** Tests set these to simulate trouble. */
  failNext: { call: string; mode: 'http500-after-apply' | 'drop' } | null = null;
  private app: FastifyInstance | null = null;
  url = '';

  constructor(private readonly options: FakeWalletOptions) {}

  addPlayer(playerId: string, balance: string, token: string, vendor = 'KHELA'): void {
    this.players.set(playerId, {
      playerId,
      currency: 'BDT',
      balanceMinor: toMinor(balance),
      nickname: `nick${playerId}`,
    });
    this.tokens.set(token, { playerId, vendor });
  }

  balanceOf(playerId: string): string {
    return toMajor(this.players.get(playerId)?.balanceMinor ?? 0n);
  }

  async start(): Promise<void> {
    const app = Fastify();
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.post('/vendor/v1/:call', async (request, reply) => {
      const { call } = request.params as { call: string };
      const raw = typeof request.body === 'string' ? request.body : '';
      const answer = this.receive(call, request.headers as Record<string, string | undefined>, raw);
      return reply.code(answer.statusCode).type('application/json').send(answer.body);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    this.app = app;
  }

  async stop(): Promise<void> {
    await this.app?.close();
  }

  /**
   * The same protocol without a socket (the book's tests make thousands of calls): a Transport
   * for createWalletClient.
   */
  transport(): (
    path: string,
    headers: Record<string, string>,
    body: string,
  ) => Promise<{ statusCode: number; body: string }> {
    return async (path, headers, body) => {
      const call = path.replace(/^\/vendor\/v1\//, '');
      const lower = Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      return this.receive(call, lower, body);
    };
  }

  private receive(
    call: string,
    headers: Record<string, string | string[] | undefined>,
    raw: string,
  ): { statusCode: number; body: string } {
    const vendor = String(headers['x-khela-vendor'] ?? '');
    const timestamp = String(headers['x-khela-timestamp'] ?? '');
    const signature = String(headers['x-khela-signature'] ?? '');
    const failing = this.failNext?.call === call ? this.failNext : null;
    if (failing?.mode === 'drop') {
      this.failNext = null;
      return { statusCode: 502, body: 'bad gateway' };
    }
    const answer = this.handle(call, vendor, timestamp, signature, raw);
    const parsed = JSON.parse(answer) as { status: string; results?: { status: string }[] };
    const items = safeJson(raw).credits;
    if (call === 'credits' && parsed.results && Array.isArray(items)) {
      // Each item of a batch is logged as the credit it is (tests read a bet's calls).
      items.forEach((item, k) => {
        this.calls.push({
          call: 'credit',
          vendor,
          body: item,
          status: String(parsed.results?.[k]?.status),
          batch: true,
        });
      });
    } else this.calls.push({ call, vendor, body: safeJson(raw), status: String(parsed.status) });
    if (failing?.mode === 'http500-after-apply') {
      this.failNext = null;
      return { statusCode: 500, body: 'oops' };
    }
    return { statusCode: 200, body: answer };
  }

  private handle(call: string, vendor: string, timestamp: string, signature: string, raw: string): string {
    const secret = this.options.secrets[vendor];
    if (!secret) return JSON.stringify({ status: 'INVALID_SIGNATURE' });
    const expected = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest();
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return JSON.stringify({ status: 'INVALID_SIGNATURE' });
    }
    if (
      !/^\d+$/.test(timestamp) ||
      Math.abs(Date.now() - Number(timestamp)) > (this.options.windowMs ?? 30_000)
    ) {
      return JSON.stringify({ status: 'STALE_REQUEST' });
    }
    const body = safeJson(raw);
    if (call === 'credits') {
      // As the platform: each item answered as its credit alone (decision 0068).
      const items = Array.isArray(body.credits) ? (body.credits as Record<string, unknown>[]) : [];
      const ids = items.map((item) => String(item.transactionId));
      if (items.length === 0 || items.length > 500 || new Set(ids).size !== ids.length)
        return JSON.stringify({ status: 'INVALID_REQUEST' });
      const results = items.map((item) => this.once('credit', vendor, JSON.stringify(item), item));
      return `{"status":"OK","results":[${results.join(',')}]}`;
    }
    const transactionId = typeof body.transactionId === 'string' ? body.transactionId : undefined;
    if (transactionId) return this.once(call, vendor, raw, body);
    return this.session(call, vendor, body);
  }

  /** A money call, once per (vendor, transactionId): a replay answers its first answer. */
  private once(call: string, vendor: string, raw: string, body: Record<string, unknown>): string {
    const transactionId = String(body.transactionId);
    const key = `${vendor}:${transactionId}`;
    const known = this.transactions.get(key);
    if (known)
      return known.body === raw ? known.answer : JSON.stringify({ status: 'DUPLICATE_TRANSACTION_CONFLICT' });
    if (call === 'debit' && this.markers.has(key))
      return JSON.stringify({ status: 'TRANSACTION_ROLLED_BACK' });
    const answer = this.money(call, vendor, body);
    this.transactions.set(key, { call, body: raw, answer });
    return answer;
  }

  private session(call: string, vendor: string, body: Record<string, unknown>): string {
    if (call === 'authenticate') {
      const token = this.tokens.get(String(body.token));
      if (!token || token.vendor !== vendor) return JSON.stringify({ status: 'INVALID_TOKEN' });
      this.tokens.delete(String(body.token));
      const player = this.players.get(token.playerId) as Player;
      return JSON.stringify({
        status: 'OK',
        playerId: player.playerId,
        currency: player.currency,
        balance: toMajor(player.balanceMinor),
        nickname: player.nickname,
        sessionId: createHash('sha256').update(String(body.token)).digest('hex').slice(0, 16),
      });
    }
    if (call === 'balance') {
      const player = this.players.get(String(body.playerId));
      if (!player) return JSON.stringify({ status: 'UNKNOWN_PLAYER' });
      return JSON.stringify({ status: 'OK', balance: toMajor(player.balanceMinor) });
    }
    return JSON.stringify({ status: 'INVALID_REQUEST' });
  }

  private money(call: string, vendor: string, body: Record<string, unknown>): string {
    const player = this.players.get(String(body.playerId));
    if (!player) return JSON.stringify({ status: 'UNKNOWN_PLAYER' });
    if (body.currency !== player.currency) return JSON.stringify({ status: 'WRONG_CURRENCY' });
    const roundKey = `${vendor}:${String(body.roundId)}`;
    if (call === 'rollback') {
      const ref = `${vendor}:${String(body.refTransactionId)}`;
      const debit = this.transactions.get(ref);
      if (!debit) {
        this.markers.add(ref);
      } else if (JSON.parse(debit.answer).status === 'OK') {
        const round = this.rounds.get(roundKey);
        // As the platform: a rollback refunds a debit of an open round only.
        if (round?.status === 'closed') return JSON.stringify({ status: 'ROUND_CLOSED' });
        const amount = toMinor(String(safeJson(debit.body).amount));
        player.balanceMinor += amount;
        // As the platform: the round ends rolled back once every debit of it is refunded (a
        // round of several debits, a lottery player's tickets in one draw, stays open meanwhile).
        if (round) {
          round.refunds += amount;
          if (round.refunds >= round.debits) round.status = 'closed';
        }
      }
      return JSON.stringify({ status: 'OK', balance: toMajor(player.balanceMinor) });
    }
    const text = String(body.amount ?? '');
    if (call === 'adjust') return this.adjust(player, roundKey, body, text);
    if (!/^\d+\.\d{2}$/.test(text)) return JSON.stringify({ status: 'INVALID_AMOUNT' });
    const amount = toMinor(text);
    if (call === 'debit') {
      if (amount <= 0n) return JSON.stringify({ status: 'INVALID_AMOUNT' });
      if (player.balanceMinor < amount) {
        return JSON.stringify({ status: 'INSUFFICIENT_FUNDS', balance: toMajor(player.balanceMinor) });
      }
      const round = this.rounds.get(roundKey) ?? {
        status: 'open',
        debits: 0n,
        credits: 0n,
        refunds: 0n,
        adjusts: 0n,
      };
      if (round.status !== 'open') return JSON.stringify({ status: 'ROUND_CLOSED' });
      round.debits += amount;
      this.rounds.set(roundKey, round);
      player.balanceMinor -= amount;
      return JSON.stringify({
        status: 'OK',
        balance: toMajor(player.balanceMinor),
        transactionId: body.transactionId,
      });
    }
    if (call === 'credit') {
      const round = this.rounds.get(roundKey);
      if (!round) return JSON.stringify({ status: 'UNKNOWN_ROUND' });
      round.credits += amount;
      if (body.endRound === true) round.status = 'closed';
      player.balanceMinor += amount;
      return JSON.stringify({
        status: 'OK',
        balance: toMajor(player.balanceMinor),
        transactionId: body.transactionId,
      });
    }
    return JSON.stringify({ status: 'INVALID_REQUEST' });
  }

  /** A signed correction; roundId and gameCode are optional (they name the round it corrects). */
  private adjust(player: Player, roundKey: string, body: Record<string, unknown>, text: string): string {
    if (!/^-?\d+\.\d{2}$/.test(text) || typeof body.reason !== 'string' || body.reason.length === 0) {
      return JSON.stringify({ status: 'INVALID_AMOUNT' });
    }
    const signed = text.startsWith('-') ? -toMinor(text.slice(1)) : toMinor(text);
    if (signed === 0n) return JSON.stringify({ status: 'INVALID_AMOUNT' });
    if (player.balanceMinor + signed < 0n) {
      return JSON.stringify({ status: 'INSUFFICIENT_FUNDS', balance: toMajor(player.balanceMinor) });
    }
    const round = body.roundId === undefined ? undefined : this.rounds.get(roundKey);
    if (body.roundId !== undefined) {
      // As the platform: a round's correction names a known round that was not rolled back, and
      // never takes its win below zero.
      if (!round) return JSON.stringify({ status: 'UNKNOWN_ROUND' });
      if (round.refunds > 0n) return JSON.stringify({ status: 'ROUND_CLOSED' });
      if (round.credits + round.adjusts + signed < 0n) return JSON.stringify({ status: 'INVALID_AMOUNT' });
    }
    player.balanceMinor += signed;
    if (round) round.adjusts += signed;
    return JSON.stringify({ status: 'OK', balance: toMajor(player.balanceMinor) });
  }
}

function safeJson(raw: string): Record<string, unknown> {
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function toMinor(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
}

export function toMajor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
