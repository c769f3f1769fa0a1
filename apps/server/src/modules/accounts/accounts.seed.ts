import { hash } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { DEFAULT_PASSWORD, MEMBER_TYPE, NON_MEMBER_TYPE } from './accounts.model.js';
import * as repo from './accounts.repo.js';

/**
 * Demo accounts for the embedded default (printed in the README): a funded member (with mobile
 * +880 1700000001, email and payee name), an agent (invitation code KHELA01),
 * a member still on the default password (forced change), and a non-member account.
 * Insert-if-missing; the demo money is an idempotent wallet operation, so restarts add nothing.
 * The demo team (decision 0021): `demo` and `player02` are agent01's downline, and they and the
 * agent have the payment password DEMO_PAYMENT_PASSWORD, so transfers work on the demo site.
 */
export const DEMO_PAYMENT_PASSWORD = '246810';
const DEMO_TEAM = { agent: 'agent01', downline: ['demo', 'player02'] } as const;

const DEMO_ACCOUNTS = [
  {
    username: 'demo',
    password: 'demo1234',
    type: MEMBER_TYPE,
    fundsMinor: 500_000n,
    firstTimeLogin: false,
    // SMS login, forgot by phone or email, and extra login verification work for the demo player.
    countryDialingCode: '880',
    mobile: '1700000001',
    email: 'demo@khela.test',
    payeeName: 'Demo Player',
  },
  {
    username: 'agent01',
    password: 'agent1234',
    type: 1,
    fundsMinor: 2_000_000n,
    firstTimeLogin: false,
    // The invitation code new players can register with (GET /wps/agent/affiliate?code=KHELA01).
    affiliateCode: 'KHELA01',
  },
  {
    username: 'player02',
    password: 'demo1234',
    type: MEMBER_TYPE,
    fundsMinor: 100_000n,
    firstTimeLogin: false,
  },
  { username: 'newbie', password: DEFAULT_PASSWORD, type: MEMBER_TYPE, fundsMinor: 0n, firstTimeLogin: true },
  {
    username: 'house01',
    password: 'house1234',
    type: NON_MEMBER_TYPE,
    fundsMinor: 0n,
    firstTimeLogin: false,
  },
] as const;

export async function seedAccounts(ctx: AppContext, wallet: WalletService): Promise<void> {
  const db = ctx.database.db;
  for (const account of DEMO_ACCOUNTS) {
    let member = await repo.memberByUsername(db, account.username);
    member ??=
      (await repo.insertMember(db, {
        username: account.username,
        passwordHash: await hash(account.password),
        type: account.type,
        nickname: account.username,
        firstTimeLogin: account.firstTimeLogin,
        registerMethod: 'SEED',
        countryDialingCode: 'countryDialingCode' in account ? account.countryDialingCode : null,
        mobile: 'mobile' in account ? account.mobile : null,
        email: 'email' in account ? account.email : null,
        payeeName: 'payeeName' in account ? account.payeeName : null,
        affiliateCode: 'affiliateCode' in account ? account.affiliateCode : null,
      })) ?? undefined;
    if (!member || account.fundsMinor === 0n) continue;
    await wallet.post({
      idempotencyKey: `demo-funds:${account.username}`,
      type: 'adjustment',
      transfers: [
        {
          from: { system: 'adjustment', ownerId: 'demo' },
          to: { player: member.id.toString(), kind: 'cash' },
          amountMinor: account.fundsMinor,
        },
      ],
      actor: 'seed',
      reason: 'demo money for the embedded demo site',
    });
  }
  await seedDemoTeam(ctx);
}

/** Upline links and payment passwords of the demo team, filled in only where missing. */
async function seedDemoTeam(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const agent = await repo.memberByUsername(db, DEMO_TEAM.agent);
  if (!agent) return;
  const paymentPasswordHash = await hash(DEMO_PAYMENT_PASSWORD);
  for (const username of [DEMO_TEAM.agent, ...DEMO_TEAM.downline]) {
    const member = await repo.memberByUsername(db, username);
    if (!member) continue;
    if (member.paymentPasswordHash === null) {
      await repo.setPaymentPasswordHash(db, member.id, null, paymentPasswordHash);
    }
    if (member.id !== agent.id && member.uplineId === null) await repo.setUpline(db, member.id, agent.id);
  }
}
