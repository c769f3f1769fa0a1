import type { AuthGuards } from './http/auth.js';
import type { OperatorGuard } from './http/operator-auth.js';
import type { HttpApp } from './http/types.js';
import type { JobRunner } from './jobs/jobs.js';
import type { SiteInfo } from './site.js';

/**
 * What every module's routes are handed, the same for all of them. A module's own dependencies
 * (other modules' services, the audit recorder, storage) come through its factory instead,
 * because its services need them before any route exists.
 */
export type ModuleEnv = {
  /** Player-route guards (session, member, agent, optional), from the accounts module's sessions. */
  guards: AuthGuards;
  /** The operator-route guard, from the back-office module. */
  operatorGuard: OperatorGuard;
  /** The site currency and time zone, from the system module. */
  site: SiteInfo;
};

/**
 * The one shape every server module's factory (`create<Domain>Module` in `<domain>.module.ts`)
 * returns. app.ts keeps the modules in one list in dependency order and, for the whole list in
 * turn, runs `install`, then `routes`, then `operatorRoutes`; `registerJobs` runs `jobs`.
 * Factories add what later modules need (more services, guards) as extra fields.
 */
export type ServerModule = {
  /** Short name, for logs and error messages. */
  name: string;
  /** What other modules may call; they receive it through their own factories. */
  service?: unknown;
  /**
   * App-wide hooks and request decorations. Every module's install runs before any module
   * registers a route, so a hook that must see every route (the operator route list) does.
   */
  install?: (app: HttpApp) => void | Promise<void>;
  /** Player, public and vendor routes. */
  routes?: (app: HttpApp, env: ModuleEnv) => void | Promise<void>;
  /** Back-office routes (under /bo/api), each behind `env.operatorGuard`. */
  operatorRoutes?: (app: HttpApp, env: ModuleEnv) => void | Promise<void>;
  /** Scheduled and queued jobs; main.ts starts the runner, route tests need not. */
  jobs?: (runner: JobRunner) => Promise<void>;
};

/**
 * Checks a factory's result against the contract while keeping its exact type, so app.ts still
 * sees the typed `service` and whatever extra a later module needs (guards, the players page).
 */
export function defineModule<M extends ServerModule>(module: M): M {
  return module;
}
