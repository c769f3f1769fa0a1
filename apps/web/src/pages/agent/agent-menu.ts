import type { FeatureFlags } from '@khela/contract';
import type { IconName } from '../../components/icons/icon';

/**
 * The agent centre's pages, in the order its menu shows them (spec "Agent centre"): the names
 * are the spec's and each is a route `/agentHome/<name>`; `/agentHome` itself shows the team
 * overview. The income pages behind a site flag appear only while the flag is on.
 */
export const AGENT_LOGIN_PATH = '/agent';
export const AGENT_HOME_PATH = '/agentHome';

export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'deposit',
  'withdraw',
  'transfer',
  'messages',
  'service',
] as const;
export type AgentPageName = (typeof AGENT_PAGES)[number];

/** The site flags (whitelabel `features`) that switch an agent page on. */
export type AgentFlag = keyof Pick<
  FeatureFlags,
  'agentDividend' | 'agentDailySalary' | 'agentHourlySalary' | 'agentRealtimeSalary'
>;

export type AgentMenuItem = { name: AgentPageName; icon: IconName; flag?: AgentFlag };

const ICONS: Record<AgentPageName, IconName> = {
  agentAnnouncement: 'news',
  agentTeamOverview: 'agent',
  registerCenter: 'user',
  downlineManagmentView: 'shield',
  personalHistoryCopy: 'cards',
  palStatementsAgentCopy: 'document',
  agentRevenueReport: 'wallet',
  agentDownlineTransactionDetailsCopy: 'document',
  agentDividendRecordCopy2: 'gift',
  agentDailyWages2: 'wallet',
  agentHourSalary: 'refresh',
  agentRealtimeSalary: 'live',
  deposit: 'deposit',
  withdraw: 'withdraw',
  transfer: 'refresh',
  messages: 'mail',
  service: 'headset',
};

/** Which flag each flagged page needs (enableCt is the dividend page's). */
export const AGENT_PAGE_FLAGS: Partial<Record<AgentPageName, AgentFlag>> = {
  agentDividendRecordCopy2: 'agentDividend',
  agentDailyWages2: 'agentDailySalary',
  agentHourSalary: 'agentHourlySalary',
  agentRealtimeSalary: 'agentRealtimeSalary',
};

export const AGENT_MENU: readonly AgentMenuItem[] = AGENT_PAGES.map((name) => {
  const flag = AGENT_PAGE_FLAGS[name];
  return flag ? { name, icon: ICONS[name], flag } : { name, icon: ICONS[name] };
});

export function agentPagePath(name: AgentPageName): string {
  return `${AGENT_HOME_PATH}/${name}`;
}

/**
 * The menu for the site's flags. Until the flags are known (`undefined`) the flagged pages stay
 * out: a page must not appear and then vanish.
 */
export function agentMenuFor(features: Pick<FeatureFlags, AgentFlag> | undefined): AgentMenuItem[] {
  return AGENT_MENU.filter((item) => item.flag === undefined || features?.[item.flag] === true);
}

/** The menu item a location shows (`/agentHome` is the team overview), or undefined. */
export function agentPageOf(pathname: string): AgentPageName | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (path.toLowerCase() === AGENT_HOME_PATH.toLowerCase()) return 'agentTeamOverview';
  const prefix = `${AGENT_HOME_PATH}/`.toLowerCase();
  if (!path.toLowerCase().startsWith(prefix)) return undefined;
  const rest = path.slice(prefix.length).split('/')[0] ?? '';
  return AGENT_PAGES.find((name) => name.toLowerCase() === rest.toLowerCase());
}
