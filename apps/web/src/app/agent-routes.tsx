import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/misc/route-error-page';
import { lazyPage } from './lazy-page';
import { PATHS } from './paths';

/**
 * The agent centre (spec "Agent centre"): /agent, the login page, and /agentHome with its pages,
 * each /agentHome/<spec name>. Both have their own frames, outside the site's shell. The pages'
 * table comes with the agent layout's chunk (pages/agent/agent-centre.tsx), not the first view;
 * the layout sends guests and non-agents to /agent and hides pages whose flag is off.
 */
export const agentRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: PATHS.agent,
        lazy: lazyPage(
          () => import('../pages/agent/agent-login-page'),
          (module) => module.AgentLoginPage,
        ),
      },
      {
        path: `${PATHS.agentHome}/*`,
        lazy: lazyPage(
          () => import('../pages/agent/agent-centre'),
          (module) => module.AgentCentre,
        ),
      },
    ],
  },
];
