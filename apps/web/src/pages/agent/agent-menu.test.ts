import { describe, expect, it } from 'vitest';
import { AGENT_PAGES, agentMenuFor, agentPageOf, agentPagePath } from './agent-menu';

const ALL_OFF = {
  agentDividend: false,
  agentDailySalary: false,
  agentHourlySalary: false,
  agentRealtimeSalary: false,
};

describe('agentMenuFor', () => {
  it("lists the spec's pages in the spec's order when every flag is on", () => {
    const names = agentMenuFor({
      agentDividend: true,
      agentDailySalary: true,
      agentHourlySalary: true,
      agentRealtimeSalary: true,
    }).map((item) => item.name);
    expect(names).toEqual([
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
    ]);
  });

  it('leaves out the income pages whose flag is off', () => {
    const names = agentMenuFor(ALL_OFF).map((item) => item.name);
    expect(names).not.toContain('agentDividendRecordCopy2');
    expect(names).not.toContain('agentDailyWages2');
    expect(names).not.toContain('agentHourSalary');
    expect(names).not.toContain('agentRealtimeSalary');
    expect(names).toContain('agentRevenueReport');
    expect(names).toHaveLength(AGENT_PAGES.length - 4);
  });

  it('shows each flagged page by its own flag (dividend by enableCt)', () => {
    expect(agentMenuFor({ ...ALL_OFF, agentDividend: true }).map((item) => item.name)).toContain(
      'agentDividendRecordCopy2',
    );
    const hourly = agentMenuFor({ ...ALL_OFF, agentHourlySalary: true }).map((item) => item.name);
    expect(hourly).toContain('agentHourSalary');
    expect(hourly).not.toContain('agentDailyWages2');
    expect(hourly).not.toContain('agentRealtimeSalary');
  });

  it('keeps the flagged pages out until the flags are known', () => {
    expect(agentMenuFor(undefined)).toEqual(agentMenuFor(ALL_OFF));
  });
});

describe('agent page paths', () => {
  it('puts every page under /agentHome', () => {
    expect(agentPagePath('agentTeamOverview')).toBe('/agentHome/agentTeamOverview');
    expect(agentPagePath('service')).toBe('/agentHome/service');
  });

  it('knows which page a location shows; /agentHome is the team overview', () => {
    expect(agentPageOf('/agentHome')).toBe('agentTeamOverview');
    expect(agentPageOf('/agentHome/')).toBe('agentTeamOverview');
    expect(agentPageOf('/agentHome/registerCenter')).toBe('registerCenter');
    expect(agentPageOf('/agenthome/registercenter')).toBe('registerCenter');
    expect(agentPageOf('/agentHome/nothing')).toBeUndefined();
    expect(agentPageOf('/member/depositv2')).toBeUndefined();
  });
});
