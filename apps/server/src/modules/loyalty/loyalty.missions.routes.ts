import {
  BoLeaderboardPrizesInput,
  BoLeaderboardPrizesValue,
  BoLeaderboardResultsQuery,
  BoLeaderboardResultsValue,
  BoMissionInput,
  BoMissionListValue,
  BoMissionValue,
  envelope,
  LeaderboardQuery,
  LeaderboardValue,
  MissionClaimValue,
  MissionDetailsValue,
  MissionIdParams,
  MissionSummaryValue,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { Leaderboard } from './loyalty.leaderboard.js';
import type { MissionsEditor } from './loyalty.missions.editor.js';
import type { Missions } from './loyalty.missions.service.js';

const tags = ['loyalty'];
const memberIdOf = (request: Parameters<typeof principalOf>[0]) => BigInt(principalOf(request).memberId);

/**
 * missionLeaderboard (decision 0064). Real accounts only (a trial gets IN_NEED_TRUE_ACCOUNT, a
 * guest NOT_LOGGED_IN), except the public board MissionLeaderboard (a member also sees its rank).
 */
export function missionsRoutes(app: HttpApp, guards: AuthGuards, missions: Missions, board: Leaderboard) {
  app.get(
    '/wps/relay/MissionSummary',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'MissionSummary (T): the missionLeaderboard badge (claimable missions) and mission counts',
        response: { 200: envelope(MissionSummaryValue) },
      },
    },
    async (request) => ok(await missions.summary(memberIdOf(request))),
  );
  app.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'MCSFE_getMissionSummaryDetails (T): the daily and weekly missions with my progress',
        response: { 200: envelope(MissionDetailsValue) },
      },
    },
    async (request) => ok(await missions.details(memberIdOf(request), request.lang)),
  );
  app.post(
    '/wps/missions/:id/claim',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Claim a completed mission (T): its reward paid once per period',
        params: MissionIdParams,
        response: { 200: envelope(MissionClaimValue) },
      },
    },
    async (request) =>
      ok(await missions.claim(principalOf(request), BigInt(request.params.id), request.lang)),
  );
  app.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'MCSFE_getMissionLeaderboard (T): the day or week board by valid bet, prizes and my rank',
        querystring: LeaderboardQuery,
        response: { 200: envelope(LeaderboardValue) },
      },
    },
    async (request) => ok(await board.view(request.query, memberIdOf(request))),
  );
  app.get(
    '/wps/relay/MissionLeaderboard',
    {
      ...guards.optional,
      schema: {
        tags,
        summary: 'MissionLeaderboard: the public board (masked names); a signed-in member also gets its rank',
        querystring: LeaderboardQuery,
        response: { 200: envelope(LeaderboardValue) },
      },
    },
    async (request) => {
      const p = request.principal;
      return ok(await board.view(request.query, p && !p.isTrial ? BigInt(p.memberId) : null));
    },
  );
}

/** The missions editor and the leaderboard's prizes and results (loyalty.view / loyalty.manage). */
export function missionsOperatorRoutes(
  app: HttpApp,
  operatorGuard: OperatorGuard,
  editor: MissionsEditor,
  board: Leaderboard,
) {
  const boTags = ['back office: loyalty'];
  app.get(
    '/bo/api/loyalty/missions',
    {
      onRequest: operatorGuard('loyalty.view'),
      schema: { tags: boTags, summary: 'Every mission', response: { 200: envelope(BoMissionListValue) } },
    },
    async () => ok(await editor.list()),
  );
  app.post(
    '/bo/api/loyalty/missions',
    {
      onRequest: operatorGuard('loyalty.manage'),
      schema: {
        tags: boTags,
        summary: 'Add a mission (audited)',
        body: BoMissionInput,
        response: { 200: envelope(BoMissionValue) },
      },
    },
    async (request) => ok(await editor.create(operatorOf(request), request.body)),
  );
  app.put(
    '/bo/api/loyalty/missions/:id',
    {
      onRequest: operatorGuard('loyalty.manage'),
      schema: {
        tags: boTags,
        summary: 'Change a mission (audited)',
        params: MissionIdParams,
        body: BoMissionInput,
        response: { 200: envelope(BoMissionValue) },
      },
    },
    async (request) => ok(await editor.update(operatorOf(request), BigInt(request.params.id), request.body)),
  );
  app.get(
    '/bo/api/loyalty/leaderboard/prizes',
    {
      onRequest: operatorGuard('loyalty.view'),
      schema: {
        tags: boTags,
        summary: 'The prize of each rank, daily and weekly',
        response: { 200: envelope(BoLeaderboardPrizesValue) },
      },
    },
    async () => ok(await board.prizes()),
  );
  app.put(
    '/bo/api/loyalty/leaderboard/prizes',
    {
      onRequest: operatorGuard('loyalty.manage'),
      schema: {
        tags: boTags,
        summary: 'Set the prizes of a period kind, rank 1 first (audited)',
        body: BoLeaderboardPrizesInput,
        response: { 200: envelope(BoLeaderboardPrizesValue) },
      },
    },
    async (request) => ok(await board.setPrizes(operatorOf(request), request.body)),
  );
  app.get(
    '/bo/api/loyalty/leaderboard/results',
    {
      onRequest: operatorGuard('loyalty.view'),
      schema: {
        tags: boTags,
        summary: 'Past periods: who was paid what',
        querystring: BoLeaderboardResultsQuery,
        response: { 200: envelope(BoLeaderboardResultsValue) },
      },
    },
    async (request) => ok(await board.results(request.query.period)),
  );
}
