import {
  envelope,
  OpenAccountRequest,
  OpenAccountValue,
  TeamBetValue,
  TeamListQuery,
  TeamListValue,
  TeamOverviewQuery,
  TeamOverviewValue,
  TeamProfitQuery,
  TeamProfitValue,
  TeamRangeQuery,
  TeamTransactionValue,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { TeamReports } from './agents.team-reports.js';

const tags = ['agents'];
const range = "days in the site's time zone, both included, at most 90";

/**
 * The agent centre's team pages (decision 0046), for an agent-centre session only (anyone else:
 * NON_AGENT_LOGIN or NOT_LOGGED_IN from the guard). Everything is about the caller's own team;
 * a name outside it is AGENT_NOT_IN_TEAM.
 */
export function teamRoutes(app: HttpApp, guards: AuthGuards, team: TeamReports) {
  app.get(
    '/wps/agent/team/overview',
    {
      ...guards.agent,
      schema: {
        tags,
        summary:
          'Team overview (T, agent): team sizes and the figures of the whole team and the direct downline',
        querystring: TeamOverviewQuery,
        response: { 200: envelope(TeamOverviewValue) },
      },
    },
    async (request) => ok(await team.overview(principalOf(request), request.query)),
  );
  app.get(
    '/wps/agent/team/members',
    {
      ...guards.agent,
      schema: {
        tags,
        summary:
          "My direct downline, or a team member's (under), newest first, by username prefix (T, agent)",
        querystring: TeamListQuery,
        response: { 200: envelope(TeamListValue) },
      },
    },
    async (request) => ok(await team.members(principalOf(request), request.query)),
  );
  app.post(
    '/wps/agent/team/accounts',
    {
      ...guards.agent,
      schema: {
        tags,
        summary:
          'Open a member or sub-agent account under me (registerCenter, T, agent); it changes its password at first login',
        body: OpenAccountRequest,
        response: { 200: envelope(OpenAccountValue) },
      },
    },
    async (request) =>
      ok(
        await team.openAccount(
          principalOf(request),
          request.body,
          { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') },
          request.lang,
        ),
      ),
  );
  app.get(
    '/wps/agent/team/bets',
    {
      ...guards.agent,
      schema: {
        tags,
        summary: `The team's bet records (or one member's), newest first, with totals (T, agent); ${range}`,
        querystring: TeamRangeQuery,
        response: { 200: envelope(TeamBetValue) },
      },
    },
    async (request) => ok(await team.bets(principalOf(request), request.query, request.lang)),
  );
  app.get(
    '/wps/agent/team/profit',
    {
      ...guards.agent,
      schema: {
        tags,
        summary: `Each direct downline's team valid bet, wins and net loss (T, agent); ${range}`,
        querystring: TeamProfitQuery,
        response: { 200: envelope(TeamProfitValue) },
      },
    },
    async (request) => ok(await team.profit(principalOf(request), request.query)),
  );
  app.get(
    '/wps/agent/team/transactions',
    {
      ...guards.agent,
      schema: {
        tags,
        summary: `The team's cash movements (or one member's), newest first (T, agent); ${range}`,
        querystring: TeamRangeQuery,
        response: { 200: envelope(TeamTransactionValue) },
      },
    },
    async (request) => ok(await team.transactions(principalOf(request), request.query)),
  );
}
