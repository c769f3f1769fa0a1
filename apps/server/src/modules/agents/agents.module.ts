import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/module.js';
import { createContractsService } from './agents.contracts.js';
import { contractRoutes } from './agents.contracts.routes.js';
import type { AgentsDeps } from './agents.deps.js';
import { createIncomeService } from './agents.income.js';
import { createAgentsOperator } from './agents.operator.js';
import { agentsOperatorRoutes } from './agents.operator.routes.js';
import { createSettlementService } from './agents.settlement.js';
import { teamRoutes } from './agents.team.routes.js';
import { createTeamReports } from './agents.team-reports.js';
import { createTeamRollup } from './agents.team-rollup.js';

/**
 * The agent network (decision 0046): team reports and account opening, contracts between an
 * upline and its downline agents, the settlement runs that pay salaries and dividends, the
 * stored team figures the overview reads (decision 0047), and the back office's agent pages.
 */
export function createAgentsModule(ctx: AppContext, deps: Omit<AgentsDeps, 'ctx'>) {
  const all: AgentsDeps = { ctx, ...deps };
  const team = createTeamReports(all);
  const contracts = createContractsService(all);
  const settlement = createSettlementService(all);
  const income = createIncomeService(all);
  const operator = createAgentsOperator(all, contracts, settlement);
  const rollup = createTeamRollup(all);
  const service = { team, contracts, settlement, income, operator, rollup };
  return defineModule({
    name: 'agents',
    service,
    routes: (app, { guards }) => {
      teamRoutes(app, guards, team);
      contractRoutes(app, guards, contracts, income);
    },
    operatorRoutes: (app, { operatorGuard }) => agentsOperatorRoutes(app, operatorGuard, operator),
    jobs: async (runner) => {
      await rollup.registerJobs(runner);
      // The settlement pass rolls the closed slots up first (the roll-up's lock makes the two
      // jobs take turns), so a real-time run reads its slot's stored figures.
      await settlement.registerJobs(runner, () => rollup.run());
    },
  });
}

export type AgentsService = ReturnType<typeof createAgentsModule>['service'];
