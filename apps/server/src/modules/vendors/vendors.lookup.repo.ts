import type { Database } from '../../platform/db/client.js';
import type { PlayableGame } from '../games/games.launch.repo.js';
import type { TransactionRow } from './vendors.repo.js';
import type { GameSessionRow } from './vendors.sessions.repo.js';

/** What a debit or credit needs to know before its transaction, read in one round trip. */
export type CallLookup = {
  /** The transaction id's row when it was seen before (replay, conflict or rollback marker). */
  known: Pick<TransactionRow, 'kind' | 'requestHash' | 'responseBody'> | undefined;
  /** The player's latest game session with the vendor, live or not. */
  session: GameSessionRow | undefined;
  /** The game asked for, with its vendor's status (as games' playableGameByCode answers it). */
  game: PlayableGame | undefined;
  /** When asked: the balance of the session's account (cash, or play money), 0 if none yet. */
  balanceMinor: bigint | undefined;
  /**
   * With the balance of a real-money session (decision 0051): the player's bonus money, and
   * whether a bonus is being wagered (null: none; else the largest stake allowed, 0 for no limit).
   */
  bonusMinor: bigint;
  wagering: bigint | null;
  /** When a round is named: whether its stakes held bonus money (its wins are split). */
  roundHasBonus: boolean;
  /**
   * When a round of a real-money session is named: whether settling it could complete a bonus's
   * wagering (its stake reaches the smallest wagering any active grant still needs).
   */
  roundMayMeetWagering: boolean;
};

type CallLookupRow = {
  kind: string | null;
  request_hash: string | null;
  response_body: string | null;
  session_id: string | null;
  login_session_id: string | null;
  game_code: string | null;
  currency: string | null;
  play_money: boolean | null;
  username: string | null;
  nickname: string | null;
  created_ms: string | null;
  expires_ms: string | null;
  ended_ms: string | null;
  node_id: string | null;
  game_type: string | null;
  name_en: string | null;
  name_bn: string | null;
  game_status: string | null;
  support_play: number | null;
  vendor_status: string | null;
  balance_minor: string | null;
  bonus_minor: string | null;
  wagering: string | null;
  round_bonus: boolean | null;
  round_may_meet: boolean | null;
};

// Times as epoch milliseconds in text, numbers as text: both drivers answer them alike.
const CALL_LOOKUP_SQL = `select t.kind, t.request_hash, t.response_body,
  s.id as session_id, s.login_session_id, s.game_code, s.currency, s.play_money, s.username, s.nickname,
  (extract(epoch from s.created_at) * 1000)::bigint::text as created_ms,
  (extract(epoch from s.expires_at) * 1000)::bigint::text as expires_ms,
  (extract(epoch from s.ended_at) * 1000)::bigint::text as ended_ms,
  gm.node_id::text as node_id, gm.game_type, gm.name_en, gm.name_bn, gm.status as game_status,
  gm.support_play, gm.vendor_status,
  case when $5::boolean and s.id is not null then wallet_player_balance(
    $3::text, case when s.play_money then 'trial' else 'cash' end, s.currency
  )::text end as balance_minor,
  case when $5::boolean and s.id is not null and not s.play_money then
    wallet_player_balance($3::text, 'bonus', s.currency)::text end as bonus_minor,
  case when $5::boolean and s.id is not null and not s.play_money then
    promo_wagering($3::bigint, s.currency)::text end as wagering,
  case when $6::text is not null then promo_round_has_bonus($1, $6::text) end as round_bonus,
  case when $6::text is not null and $5::boolean and s.id is not null and not s.play_money then
    (select r.stake_minor - r.refunded_minor from bet_record r where r.vendor_code = $1 and r.round_id = $6::text)
      >= promo_wagering_left($3::bigint, s.currency) end as round_may_meet
from (select 1) as one
left join vendor_transaction t on t.vendor_code = $1 and t.transaction_id = $2
left join lateral (
  select * from vendor_game_session g
  where g.vendor_code = $1 and g.member_id = $3::bigint
  order by g.expires_at desc limit 1
) s on true
left join lateral games_game_by_code($1, $4) gm on true`;

/**
 * Everything a debit or credit reads before its transaction, in one statement prepared once per
 * connection (decision 0028): the transaction id's earlier row, the player's latest game session,
 * the game (when a code is given) and the session account's balance (when asked). The game and the
 * balance come through the read functions the games and wallet modules publish (migration 0019),
 * the bonus state through the promotions module's (decision 0051), never from their tables. Reads
 * only.
 */
export async function callLookup(
  database: Database,
  query: {
    vendorCode: string;
    transactionId: string;
    memberId: bigint;
    gameCode?: string;
    balance?: boolean;
    /** A credit's round: whether its stakes held bonus money. */
    roundId?: string;
  },
): Promise<CallLookup> {
  const { vendorCode, memberId } = query;
  const [row] = await database.prepared<CallLookupRow>('vendor_call_lookup', CALL_LOOKUP_SQL, [
    vendorCode,
    query.transactionId,
    memberId.toString(),
    query.gameCode ?? null,
    query.balance === true,
    query.roundId ?? null,
  ]);
  if (!row) throw new Error('vendor call lookup returned nothing');
  return {
    known:
      row.kind === null
        ? undefined
        : { kind: row.kind, requestHash: row.request_hash ?? '', responseBody: row.response_body ?? '' },
    session:
      row.session_id === null
        ? undefined
        : {
            id: row.session_id,
            memberId,
            loginSessionId: row.login_session_id ?? '',
            vendorCode,
            gameCode: row.game_code ?? '',
            currency: row.currency ?? '',
            playMoney: row.play_money === true,
            username: row.username ?? '',
            nickname: row.nickname ?? '',
            createdAt: new Date(Number(row.created_ms)),
            expiresAt: new Date(Number(row.expires_ms)),
            endedAt: row.ended_ms === null ? null : new Date(Number(row.ended_ms)),
          },
    game:
      row.node_id === null
        ? undefined
        : {
            nodeId: BigInt(row.node_id),
            vassalage: vendorCode,
            gameCode: query.gameCode ?? '',
            gameType: row.game_type ?? '',
            nameEn: row.name_en ?? '',
            nameBn: row.name_bn ?? '',
            status: row.game_status ?? '',
            supportPlay: Number(row.support_play),
            vendorStatus: row.vendor_status ?? '',
          },
    balanceMinor: row.balance_minor === null ? undefined : BigInt(row.balance_minor),
    bonusMinor: row.bonus_minor === null ? 0n : BigInt(row.bonus_minor),
    wagering: row.wagering === null ? null : BigInt(row.wagering),
    roundHasBonus: row.round_bonus === true,
    roundMayMeetWagering: row.round_may_meet === true,
  };
}

/** What a `credits` call reads of each item before it pays them together (vendors.credits.ts). */
export type CreditsLookupItem = {
  /** The transaction id's row when it was seen before. */
  known: Pick<TransactionRow, 'kind' | 'requestHash' | 'responseBody'> | undefined;
  /** The player's latest game session with the vendor: its currency and money kind. */
  session: { currency: string; playMoney: boolean } | undefined;
  /** The player's bonus money (shown on top of the cash balance, decision 0051). */
  bonusMinor: bigint;
  /** Whether a bonus is being wagered (settling may convert it: such credits go alone). */
  wagering: boolean;
  /** Whether the round's stakes held bonus money (its win is split: alone). */
  roundHasBonus: boolean;
  /** Whether the player's round of this game exists and was not rolled back. */
  roundOpenToCredit: boolean;
};

type CreditsLookupRow = {
  i: number;
  kind: string | null;
  request_hash: string | null;
  response_body: string | null;
  currency: string | null;
  play_money: boolean | null;
  bonus_minor: string | null;
  wagering: string | null;
  round_bonus: boolean | null;
  round_ok: boolean | null;
};

const CREDITS_LOOKUP_SQL = `select x.i, t.kind, t.request_hash, t.response_body, s.currency, s.play_money,
  case when s.id is not null and not s.play_money then
    wallet_player_balance(x.member_id::text, 'bonus', s.currency)::text end as bonus_minor,
  case when s.id is not null and not s.play_money then promo_wagering(x.member_id, s.currency)::text end as wagering,
  promo_round_has_bonus($1, x.round_id) as round_bonus,
  (select true from bet_record r where r.vendor_code = $1 and r.round_id = x.round_id
    and r.member_id = x.member_id and r.game_code = x.game_code and r.status <> 'rolled_back' limit 1) as round_ok
from jsonb_to_recordset($2::jsonb) as x(i int, transaction_id text, member_id bigint, round_id text, game_code text)
left join lateral (
  select v.kind, v.request_hash, v.response_body from vendor_transaction v
  where v.vendor_code = $1 and v.transaction_id = x.transaction_id limit 1
) t on true
left join lateral (
  select g.id, g.currency, g.play_money from vendor_game_session g
  where g.vendor_code = $1 and g.member_id = x.member_id
  order by g.expires_at desc limit 1
) s on true
order by x.i`;

/**
 * callLookup for many credits in one statement (a `credits` call): each item's earlier row, the
 * player's session, bonus state and whether its round may be credited. Reads only.
 */
export async function creditsLookup(
  database: Database,
  vendorCode: string,
  items: readonly { transactionId: string; memberId: bigint; roundId: string; gameCode: string }[],
): Promise<CreditsLookupItem[]> {
  const rows = await database.prepared<CreditsLookupRow>('vendor_credits_lookup', CREDITS_LOOKUP_SQL, [
    vendorCode,
    JSON.stringify(
      items.map((item, i) => ({
        i,
        transaction_id: item.transactionId,
        member_id: item.memberId.toString(),
        round_id: item.roundId,
        game_code: item.gameCode,
      })),
    ),
  ]);
  if (rows.length !== items.length) throw new Error('vendor credits lookup answered the wrong count');
  return rows.map((row) => ({
    known:
      row.kind === null
        ? undefined
        : { kind: row.kind, requestHash: row.request_hash ?? '', responseBody: row.response_body ?? '' },
    session:
      row.currency === null ? undefined : { currency: row.currency, playMoney: row.play_money === true },
    bonusMinor: row.bonus_minor === null ? 0n : BigInt(row.bonus_minor),
    wagering: row.wagering !== null,
    roundHasBonus: row.round_bonus === true,
    roundOpenToCredit: row.round_ok === true,
  }));
}
