import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { base32Decode, TOTP_STEP_SECONDS, totpAt } from '../apps/server/src/modules/accounts/totp';
import { DEMO_OPERATORS } from '../apps/server/src/modules/backoffice/backoffice.seed';
import {
  field,
  fieldError,
  fromAddress,
  header,
  modal,
  sessionToken,
  uniqueUsername,
} from './support/accounts';
import { latinDigitsShown } from './support/bengali';
import { BENGALI_SCRIPT, expect, hideAnnouncementPopups, serverPerFile, test } from './support/fixtures';
import { minorUnits } from './support/money';
import { apiValue, ledger } from './support/payments';
import { startInLanguage } from './support/session';
import { TestAuthenticator } from './support/totp';

/*
 * Issue 16, acceptance 4: the agent network end to end, in a browser. agent01 logs in at /agent,
 * opens a sub-agent, offers it a daily salary (0.30 % of the team's valid bet from 0) with one
 * "What if" first; the sub-agent changes its first password and accepts in the contract popup; it
 * opens a member, who changes its password, is credited by the back office and plays the studio
 * slot. The clock moves past the end of the day, the daily run pays, and the sub-agent's daily
 * salary and revenue pages, agent01's daily salary (the differential 0.50 % − 0.30 %) and the
 * sub-agent's wallet (header, account record, ledger) all say the same. Then every agent-centre
 * page in Bengali and English at 375 and 1280 px, into artifacts/screenshots/agents/.
 *
 * Why the clock is not moved before play (the issue asked for "yesterday 23:30"): the studio signs
 * its wallet calls with the real clock, and the server refuses a call more than 30 s
 * (VENDOR_REPLAY_WINDOW_MS) away from its own clock, shifted or not: with the clock moved an hour
 * back the game does not even open ("This game link has expired"; tried on 2026-11-26). So the rounds are played on the real local day D (Asia/Dhaka), read
 * back from the bet records; only then the clock moves to D+1 00:06:30 (past the day's end plus
 * the 5-minute grace) and the run settles D. Near midnight the rounds could straddle two days:
 * the spec refuses to start in the last 15 minutes of a Dhaka day.
 */
const server = serverPerFile({ jobs: true });

const TIME_ZONE = 'Asia/Dhaka';
const DHAKA_OFFSET = '+06:00';
const SUB_RATE_BP = 30n;
const AGENT01_RATE_BP = 50n;
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../artifacts/screenshots/agents');
const PASSWORDS = { opened: 'open2024', fresh: 'Fresh#2024' };

type Envelope<T> = { success: boolean; value: T; code?: string; message: string };
type Spin = { roundId: string; stake: string; win: string; balance: string };

/** What the serial tests hand on to each other. */
const flow = {
  subAgent: uniqueUsername('sa'),
  member: uniqueUsername('mb'),
  /** The Dhaka day (yyyy-MM-dd) the member's rounds were played on. */
  day: '',
  /** The member's total stake that day, in minor units. */
  stakeMinor: 0n,
  /** The sub-agent's ledger before the run. */
  subAgentBefore: { cash: 0n, frozen: 0n, header: 0n },
};

const dhakaDay = (time: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(time);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** basis points of an amount, rounded down, as the settlement does (agents.tiers.ts applyRate). */
const share = (amountMinor: bigint, rateBp: bigint) => (amountMinor * rateBp) / 10_000n;
const major = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

async function call<T>(urlPath: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.current.url}${urlPath}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'x-lang': 'en',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${urlPath}: ${envelope.code} ${envelope.message}`);
  return envelope.value;
}

/** Moves the server's clock (TEST_HOOKS); returns the server's now. */
async function setServerClock(at: string): Promise<Date> {
  const value = await call<{ now: string }>('/wps/test/clock', { body: { at } });
  return new Date(value.now);
}

/**
 * owner01 signs in to the back office through the API. The server checks the code against its own
 * clock: at the real time the demo authenticator's next code; on a moved clock the code of the
 * server's step (always later than any step used before, as the clock only moves forward here).
 */
async function ownerToken(serverNow?: Date): Promise<string> {
  const owner = DEMO_OPERATORS.find((operator) => operator.username === 'owner01');
  if (!owner) throw new Error('no owner01 in the demo operators');
  if (!serverNow) return operatorLogin(owner, await new TestAuthenticator(owner.totpSecret).nextCode());
  const key = base32Decode(owner.totpSecret);
  if (!key) throw new Error('owner01 has no base32 secret');
  return operatorLogin(owner, totpAt(key, Math.floor(serverNow.getTime() / 1000 / TOTP_STEP_SECONDS)));
}

async function operatorLogin(owner: { username: string; password: string }, totp: string): Promise<string> {
  const value = await call<{ token: string }>('/bo/api/session/login', {
    body: { username: owner.username, password: owner.password, totp },
  });
  return value.token;
}

/** The agent login at /agent (English unless told), as a person types it. */
async function agentLogIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${server.current.url}/agent`);
  const form = page.locator('[data-page="agent-login"] form[data-form="login-username"]');
  await field(form, 'username').fill(username);
  await field(form, 'password').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** The forced first-password change (an account an agent opened), in whichever frame shows it. */
async function changeFirstPassword(page: Page): Promise<void> {
  const change = modal(page, 'change-password');
  await expect(change).toBeVisible();
  await expect(change.locator('[data-field="oldPassword"]')).toHaveCount(0);
  await field(change, 'newPassword').fill(PASSWORDS.fresh);
  await field(change, 'confirmNewPassword').fill(PASSWORDS.fresh);
  await change.locator('button[type="submit"]').click();
  await expect(modal(page, 'change-password')).toHaveCount(0);
}

/** The header's balance in minor units (English), or null while it shows none ("—"). */
async function headerBalance(page: Page): Promise<bigint | null> {
  const text = await header(page).locator('[data-balance-amount]').innerText();
  return /\d/.test(text) ? minorUnits(text) : null;
}

const menu = (page: Page, name: string) => page.locator(`[data-agent-menu="${name}"]`);

/** Opens an account in registerCenter (the menu, then the form); waits for the confirmation. */
async function openAccount(page: Page, username: string, kind: 'member' | 'agent'): Promise<void> {
  await menu(page, 'registerCenter').click();
  const form = page.locator('[data-page="agent-register-center"] form[data-form="open-account"]');
  await form.locator(`input[name="kind"][value="${kind}"]`).check({ force: true });
  await field(form, 'username').fill(username);
  await field(form, 'password').fill(PASSWORDS.opened);
  await field(form, 'confirmPassword').fill(PASSWORDS.opened);
  await form.locator('button[type="submit"]').click();
  await expect(page.locator(`[data-opened="${username}"]`)).toBeVisible();
}

async function newPage(browser: Browser, width: number, language: 'bn' | 'en' = 'en'): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width, height: width < 900 ? 812 : 800 },
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  await startInLanguage(page, language);
  await fromAddress(page);
  // What the file's `page` fixture does (support/fixtures.ts) for the pages this file opens itself.
  await hideAnnouncementPopups(page);
  return page;
}

/** The income rows' amounts on an income page (English), in minor units, once the list is there. */
async function incomeAmounts(page: Page): Promise<bigint[]> {
  const rows = page.locator('[data-records="agent-income"] [data-record-row]');
  await expect(rows.first()).toBeVisible();
  return (await rows.locator('[data-col="amount"]').allInnerTexts()).map(minorUnits);
}

test('a non-agent is refused at /agent with the spec message', async ({ page }) => {
  await startInLanguage(page, 'en');
  await fromAddress(page);
  await agentLogIn(page, 'demo', 'demo1234');
  await expect(page.locator('[data-page="agent-login"] [data-form-error]')).toHaveText(
    'Non-agents cannot log in',
  );
  await expect(page).toHaveURL(`${server.current.url}/agent`);
  expect(await sessionToken(page)).toBeNull();
});

/** Minutes past midnight now in the site's time zone. */
function dhakaMinutesNow(): number {
  const [hours = 0, minutes = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return hours * 60 + minutes;
}

// One local day of the network, each test taking on from the one before.
test.describe('an agent, its sub-agent and a member through one salary day', () => {
  test.describe.configure({ mode: 'serial' });
  // Rounds straddling Dhaka midnight would be settled in two days (see the comment at the top). The
  // whole day is skipped, not its first test alone: each test takes on from the one before.
  test.skip(
    dhakaMinutesNow() > 23 * 60 + 45,
    'too close to midnight in Dhaka: the rounds could straddle two days',
  );

  test('375 px: agent01 opens a sub-agent and offers a daily salary; the sub-agent accepts in the popup', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // The server's clock at the real time (a file's server starts unshifted; said here for clarity).
    await setServerClock(new Date().toISOString());

    const agent = await newPage(browser, 375);
    await agentLogIn(agent, 'agent01', 'agent1234');
    await expect(agent).toHaveURL(`${server.current.url}/agentHome`);
    await expect(agent.locator('[data-agent-username]')).toHaveText('agent01');
    // A username the site's rule refuses (only the server checks the pattern): said at the field,
    // in the server's words, not as "Invalid input: body.username: …".
    await menu(agent, 'registerCenter').click();
    const openForm = agent.locator('[data-page="agent-register-center"] form[data-form="open-account"]');
    await field(openForm, 'username').fill('Bad User!');
    await field(openForm, 'password').fill(PASSWORDS.opened);
    await field(openForm, 'confirmPassword').fill(PASSWORDS.opened);
    await openForm.locator('button[type="submit"]').click();
    await expect(fieldError(openForm, 'username')).toContainText('4-16 characters');
    await expect(openForm).not.toContainText('Invalid input');
    await openAccount(agent, flow.subAgent, 'agent');

    // Downline management: the new agent's row, "Offer contract", daily salary 0.30 % from 0.
    await menu(agent, 'downlineManagmentView').click();
    const row = agent.locator(`[data-downline-row="${flow.subAgent}"]`);
    await expect(row).toHaveAttribute('data-agent-row', 'true');
    await row.locator('[data-action="offer-contract"]').click();
    const offer = modal(agent, 'contract-offer');
    await expect(offer).toBeVisible();
    await offer.locator('[data-contract-type="daily"]').click();
    await expect(offer.locator('[data-contract-type="daily"]')).toHaveAttribute('aria-pressed', 'true');
    // The ceiling the offer is held to: agent01's own daily salary, 0.50 % from 0.
    await expect(offer.locator('[data-own-terms="held"] [data-tiers] tbody')).toContainText('0.5%');
    const tier = offer.locator('[data-tier-row="0"]');
    await tier.locator('input[name="tiers.0.minValidBet"]').fill('0');
    await tier.locator('input[name="tiers.0.minActive"]').fill('0');
    await tier.locator('input[name="tiers.0.rate"]').fill('0.30');
    await offer.locator('[data-action="what-if"]').click();
    await expect(offer.locator('[data-what-if]')).toBeVisible();
    await screenshot(agent, 'flow-offer-what-if-375', { fullPage: false });
    await offer.locator('[data-action="offer"]').click();
    await expect(offer.locator('[data-offer-sent]')).toBeVisible();
    const offered = offer.locator('.agent-contract[data-contract-type="daily"]');
    await expect(offered.locator('.agent-contract__status--offered')).toHaveCount(1);
    await agent.close();

    // The sub-agent: first login at /agent, the forced password change, then the contract popup.
    const sub = await newPage(browser, 375);
    await agentLogIn(sub, flow.subAgent, PASSWORDS.opened);
    // The change is made over the login page: the modal is not opened again, emptied, in the
    // agent frame while the sub-agent types (the layout's chunk loading late did that).
    await expect(modal(sub, 'change-password')).toBeVisible();
    await expect(sub).toHaveURL(`${server.current.url}/agent`);
    await changeFirstPassword(sub);
    await expect(sub).toHaveURL(`${server.current.url}/agentHome`);
    const popup = modal(sub, 'contract-requests');
    await expect(popup).toBeVisible();
    const request = popup.locator('.agent-contract[data-contract-type="daily"]');
    await expect(request).toContainText('0.3%');
    await screenshot(sub, 'flow-contract-popup-375', { fullPage: false });
    // "Later" puts it off; the daily salary page offers it again.
    await popup.locator('[data-action="later"]').click();
    await expect(modal(sub, 'contract-requests')).toHaveCount(0);
    await menu(sub, 'agentDailyWages2').click();
    await sub
      .locator(
        '[data-my-contracts="daily"] .agent-contract[data-contract-type="daily"] [data-action="review-offer"]',
      )
      .click();
    await expect(popup).toBeVisible();
    await popup.locator('[data-action="accept"]').click();
    await popup.locator('[data-action="accept-confirm"]').click();
    await expect(modal(sub, 'contract-requests')).toHaveCount(0);
    // Its own contract list (the daily salary page) shows the contract accepted.
    await menu(sub, 'agentDailyWages2').click();
    const mine = sub.locator('[data-my-contracts="daily"] .agent-contract[data-contract-type="daily"]');
    await expect(mine.locator('.agent-contract__status--accepted')).toHaveCount(1);
    await expect(mine).toContainText('0.3%');
    await sub.close();
  });

  test('375 px: the sub-agent opens a member, who is credited and plays the studio slot', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const sub = await newPage(browser, 375);
    await agentLogIn(sub, flow.subAgent, PASSWORDS.fresh);
    await expect(sub).toHaveURL(`${server.current.url}/agentHome`);
    await openAccount(sub, flow.member, 'member');
    const subToken = await sessionToken(sub);
    if (!subToken) throw new Error('the sub-agent has no session');
    flow.subAgentBefore = await ledger(server.current.url, subToken);
    await sub.close();

    // The member: first login on the player site, the forced change.
    const member = await newPage(browser, 375);
    await member.goto(`${server.current.url}/login`);
    const login = modal(member, 'login');
    await field(login, 'username').fill(flow.member);
    await field(login, 'password').fill(PASSWORDS.opened);
    await login.locator('button[type="submit"]').first().click();
    await changeFirstPassword(member);
    await expect(header(member).locator('[data-action="logout"]')).toBeVisible();
    const token = await sessionToken(member);
    if (!token) throw new Error('the member has no session');

    // Cash from the back office (a balance adjustment), the way an operator credits a player.
    const operator = await ownerToken();
    const found = await call<{ list: { id: string; username: string }[] }>(
      `/bo/api/players?username=${flow.member}`,
      { token: operator },
    );
    const memberId = found.list.find((player) => player.username === flow.member)?.id;
    if (!memberId) throw new Error(`the back office does not find ${flow.member}`);
    await call(`/bo/api/players/${memberId}/adjust`, {
      token: operator,
      body: {
        requestId: `e2e-agents-${flow.member}`,
        direction: 'credit',
        amount: '1000.00',
        reason: 'e2e agents',
      },
    });
    // The header shows it after its refresh button (a credit from the back office is not pushed).
    await header(member).locator('[data-action="refresh-balance"]').click();
    await expect.poll(() => headerBalance(member), { timeout: 30_000 }).toBe(100_000n);

    // The studio slot, found by name in the slots lobby, launched and spun at a 50.00 stake.
    const list = await apiValue<{ games: { nodeId: string; gameName: string }[] }>(
      server.current.url,
      '/wps/relay/GCSGAME_gameList?clientType=3&platform=W&gameType=RNG&vassalage=KHELA&pageNo=1&pageSize=18&language=EN',
      token,
    );
    const game = list.games[0];
    if (!game) throw new Error('the demo catalogue has no KHELA (studio) slot');
    await member.setViewportSize({ width: 1280, height: 800 });
    await member.goto(`${server.current.url}/rng`);
    await member.locator('input[name="gameName"]').fill(game.gameName);
    // The search is sent after a pause in typing: launching before it lands let the search's own
    // navigation (to /rng?q=…) replace the game page (seen once: no game frame for 30 s).
    await expect(member).toHaveURL(/[?&]q=/);
    await expect(member.locator('.lobby-results[aria-busy="true"]')).toHaveCount(0);
    const card = member.locator(`.lobby-results [data-game="${game.nodeId}"]`);
    const spins: Spin[] = [];
    member.on('response', async (response) => {
      if (response.url().endsWith('/studio/api/spin') && response.ok()) spins.push(await response.json());
    });
    await card.locator('.game-card__launch').click();
    await expect(member).toHaveURL(/\/seamless\?/);
    const frame = member.frameLocator('[data-page="game"] iframe');
    const app = frame.locator('#app');
    await expect(app).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    const dayBefore = dhakaDay(new Date());
    for (let up = 0; up < 3; up += 1) await frame.getByTestId('stake-up').click();
    const rounds = 4;
    for (let round = 1; round <= rounds; round += 1) {
      await frame.getByTestId('spin').click();
      await expect(app).toHaveAttribute('data-rounds', String(round), { timeout: 30_000 });
    }
    await expect.poll(() => spins.length).toBe(rounds);

    // The rounds as the member's betting record has them: settled, all on one Dhaka day.
    const today = dhakaDay(new Date());
    const query = new URLSearchParams({
      startDate: addDays(today, -1),
      endDate: today,
      vendor: 'KHELA',
      pageNo: '1',
      pageSize: '20',
    });
    const records = await apiValue<{
      list: { roundId: string; stake: string; status: string; betTime?: string }[];
    }>(server.current.url, `/wps/member/records/bets?${query}`, token);
    expect(records.list.map((r) => r.roundId).sort()).toEqual(spins.map((s) => s.roundId).sort());
    for (const record of records.list) expect(record.status).toBe('settled');
    flow.stakeMinor = records.list.reduce((sum, r) => sum + minorUnits(r.stake), 0n);
    expect(flow.stakeMinor).toBe(spins.reduce((sum, s) => sum + minorUnits(s.stake), 0n));
    expect(flow.stakeMinor).toBeGreaterThan(0n);
    expect(dayBefore, 'the rounds were played on one Dhaka day').toBe(today);
    flow.day = today;
    await member.close();
  });

  test('1280 px: the daily run pays; income pages, wallet and ledger agree', async ({ browser }) => {
    test.setTimeout(240_000);
    expect(flow.day).not.toBe('');
    const salary = share(flow.stakeMinor, SUB_RATE_BP);
    const differential = share(flow.stakeMinor, AGENT01_RATE_BP) - salary;
    expect(salary).toBeGreaterThan(0n);

    // The sub-agent's team betting page (personalHistoryCopy) shows the member's total stake today.
    const sub = await newPage(browser, 1280);
    await agentLogIn(sub, flow.subAgent, PASSWORDS.fresh);
    await expect(sub).toHaveURL(`${server.current.url}/agentHome`);
    await menu(sub, 'personalHistoryCopy').click();
    const stakeTotal = sub.locator('[data-page="agent-team-bets"] [data-total="stake"] dd');
    await expect.poll(async () => minorUnits(await stakeTotal.innerText())).toBe(flow.stakeMinor);
    // A name outside the team, by the filter's Search button: the refusal, and no retry to offer.
    const teamBets = sub.locator('[data-page="agent-team-bets"]');
    await teamBets.locator('input[name="username"]').fill('nobody-here');
    await teamBets.locator('[data-action="member-search"]').click();
    await expect(teamBets.locator('.records__failure')).toContainText('not in your team');
    await expect(teamBets.locator('.records__failure button')).toHaveCount(0);
    await sub.close();

    // The day ends: the clock moves to D+1 00:06:30 in Dhaka, past the end plus the 5-minute grace.
    const serverNow = await setServerClock(`${addDays(flow.day, 1)}T00:06:30${DHAKA_OFFSET}`);
    // The run, as an operator starts it (the scheduler may have taken it first: then "already").
    const operator = await ownerToken(serverNow);
    const noonOfDay = new Date(`${flow.day}T12:00:00${DHAKA_OFFSET}`).toISOString();
    await expect
      .poll(
        async () => {
          const run = await call<{ outcome: string }>('/bo/api/agents/runs', {
            token: operator,
            body: { type: 'daily', at: noonOfDay },
          });
          return run.outcome;
        },
        { timeout: 60_000 },
      )
      .toMatch(/^(settled|already)$/);

    // The sub-agent: the daily salary page and the revenue report show 0.30 % of the stakes.
    const paid = await newPage(browser, 1280);
    await agentLogIn(paid, flow.subAgent, PASSWORDS.fresh);
    await expect(paid).toHaveURL(`${server.current.url}/agentHome`);
    // The pages' "today" is the browser's (real) day, which is the day settled.
    await menu(paid, 'agentDailyWages2').click();
    await expect(paid.locator('[data-page="agent-income-daily"]')).toBeVisible();
    expect(await incomeAmounts(paid)).toEqual([salary]);
    const dailyRow = paid.locator('[data-records="agent-income"] [data-record-row]').first();
    expect(minorUnits(await dailyRow.locator('[data-col="teamValidBet"]').innerText())).toBe(flow.stakeMinor);
    await expect(dailyRow.locator('[data-col="rate"]')).toHaveText('0.3%');
    await screenshot(paid, 'flow-sub-daily-1280');
    // The salary line drills down to the member, and the member down to its rounds (decision 0047):
    // the rounds' valid bets add up to the line, which is the period's team valid bet.
    await dailyRow.locator('[data-action="income-detail"]').click();
    const detail = modal(paid, 'income-detail');
    await detail.locator(`[data-line-open="${flow.member}"]`).click();
    const rounds = detail.locator(`[data-income-line="${flow.member}"]`);
    await expect(
      rounds.locator('[data-records="agent-income-line"] [data-record-row]').first(),
    ).toBeVisible();
    expect(minorUnits(await rounds.locator('[data-total="validBet"] dd').innerText())).toBe(flow.stakeMinor);
    await expect(rounds.locator('[data-col="kind"]').first()).toHaveText('Settled');
    await screenshot(paid, 'flow-sub-daily-rounds-1280', { fullPage: false });
    await rounds.locator('[data-line-back]').click();
    await expect(detail.locator(`[data-line-open="${flow.member}"]`)).toBeVisible();
    await detail.locator('.modal__close').click();
    await expect(detail).toHaveCount(0);
    await menu(paid, 'agentRevenueReport').click();
    await expect(paid.locator('[data-page="agent-income-all"]')).toBeVisible();
    expect(await incomeAmounts(paid)).toEqual([salary]);
    await screenshot(paid, 'flow-sub-revenue-1280');
    const subToken = await sessionToken(paid);
    if (!subToken) throw new Error('the sub-agent has no session');

    // Its wallet went up by exactly that: the ledger, the player site's header and account record.
    const after = await ledger(server.current.url, subToken);
    expect(after.cash).toBe(flow.subAgentBefore.cash + salary);
    expect(after.header).toBe(after.cash);
    await paid.close();
    const wallet = await newPage(browser, 1280);
    await wallet.goto(`${server.current.url}/login`);
    const login = modal(wallet, 'login');
    await field(login, 'username').fill(flow.subAgent);
    await field(login, 'password').fill(PASSWORDS.fresh);
    await login.locator('button[type="submit"]').first().click();
    await expect.poll(() => headerBalance(wallet), { timeout: 30_000 }).toBe(after.cash);
    await wallet.goto(`${server.current.url}/member/transactionHistory`);
    const history = wallet.locator('[data-page="transaction-history"]');
    // The salary was paid at the server's (moved) time, D+1: a custom range over D and D+1.
    await history.locator('[data-preset="custom"]').click();
    await history.locator('input[name="startDate"]').fill(flow.day);
    await history.locator('input[name="endDate"]').fill(addDays(flow.day, 1));
    await history.locator('.records__custom button[type="submit"]').click();
    const salaryRow = history.locator('[data-record-row]', { hasText: 'Salary' });
    await expect(salaryRow).toHaveCount(1);
    expect(minorUnits(await salaryRow.locator('[data-col="amount"]').innerText())).toBe(salary);
    expect(minorUnits(await salaryRow.locator('[data-col="balanceAfter"]').innerText())).toBe(after.cash);
    await screenshot(wallet, 'flow-sub-account-record-1280');
    await wallet.close();

    // agent01: its daily salary is the differential on the same turnover.
    const top = await newPage(browser, 1280);
    await agentLogIn(top, 'agent01', 'agent1234');
    await expect(top).toHaveURL(`${server.current.url}/agentHome`);
    await menu(top, 'agentDailyWages2').click();
    expect(await incomeAmounts(top)).toEqual([differential]);
    const topRow = top.locator('[data-records="agent-income"] [data-record-row]').first();
    expect(minorUnits(await topRow.locator('[data-col="teamValidBet"]').innerText())).toBe(flow.stakeMinor);
    expect(minorUnits(await topRow.locator('[data-col="downlineGross"]').innerText())).toBe(salary);
    await screenshot(top, 'flow-agent01-daily-1280');

    // Logout from the agent centre ends on /agent.
    await top.locator('[data-region="header"] [data-action="logout"]').click();
    await modal(top, 'logout-confirm').locator('[data-action="confirm"]').click();
    await expect(top).toHaveURL(`${server.current.url}/agent`);
    expect(await sessionToken(top)).toBeNull();
    await top.close();
    console.log(
      `agents e2e: day ${flow.day}, stakes ${major(flow.stakeMinor)}, salary ${major(salary)}, differential ${major(differential)}`,
    );
  });
});

/** Texts that are still i18n keys (agent_…, ai_…, rec_…), the way an untranslated key shows. */
const UNTRANSLATED = /\b(?:agent|ai|rec|dep|wd|member)_[a-z0-9_]{3,}\b/;

for (const language of ['bn', 'en'] as const) {
  test(`every agent-centre page in ${language} at 375 and 1280 px: no overflow, no keys, screenshots`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const page = await newPage(browser, 375, language);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // agent01, whose pages have the most to show once the day above is settled.
    await agentLogIn(page, 'agent01', 'agent1234');
    await expect(page).toHaveURL(`${server.current.url}/agentHome`);
    // Every page once the site's flags are known (the flagged ones appear only then).
    await expect(page.locator('[data-agent-menu]')).toHaveCount(17);
    const names = await page
      .locator('[data-agent-menu]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-agent-menu') ?? ''));
    for (const name of names) {
      await menu(page, name).click();
      await expect(page).toHaveURL(new RegExp(`/agentHome/${name}$`));
      const main = page.locator('[data-region="main"]');
      await expect(main.locator('[data-page]').first(), name).toBeVisible();
      await expect(main.locator('.inline-loader, [aria-busy="true"]'), name).toHaveCount(0, {
        timeout: 15_000,
      });
      await expect(page.locator('[data-page="chunk-error"], [data-page="route-error"]'), name).toHaveCount(0);
      const text = await page.locator('body').innerText();
      expect(text, `${name}: an untranslated key`).not.toMatch(UNTRANSLATED);
      if (language === 'en') expect(text, `${name}: Bengali script in English`).not.toMatch(BENGALI_SCRIPT);
      if (language === 'bn')
        expect(await latinDigitsShown(page), `${name}: Latin digits in Bengali`).toEqual([]);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width < 900 ? 812 : 800 });
        await page.evaluate(async () => {
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        const layout = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(
          layout.scrollWidth,
          `${name} (${language}) scrolls sideways at ${width} px`,
        ).toBeLessThanOrEqual(layout.innerWidth);
        await screenshot(page, `${language}-${name}-${width}`);
      }
      await page.setViewportSize({ width: 375, height: 812 });
    }
    expect(errors, 'console errors (including missing translation keys)').toEqual([]);
    await page.close();
  });
}

/** Into artifacts/screenshots/agents/: the full page, or the viewport for a modal (drawn over it). */
async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}
