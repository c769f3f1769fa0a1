import type { PermissionsValue, SessionRole } from '@khela/contract';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { SiteSettings } from '../system/settings-registry.js';
import { TRIAL_GRANT_MINOR } from './accounts.model.js';

/** The role a session plays (spec section 6): no session is a guest. */
export function roleOf(principal: Principal | null): SessionRole {
  if (!principal) return 'guest';
  if (principal.isTrial) return 'trial';
  return principal.isAgent ? 'agent' : 'member';
}

/**
 * Permission info (spec section 4 "Start-up: load permission info", decision 0085): what the
 * caller may do and see, from the role and the site's flags. It mirrors the route guards (member
 * routes refuse a trial, agent routes want an agent-centre session) so the site can hide or
 * explain an entry before a call is refused; the guards stay the authority.
 */
export function permissionsOf(principal: Principal | null, s: SiteSettings): PermissionsValue {
  const role = roleOf(principal);
  const real = role === 'member' || role === 'agent';
  const agentCentre = role === 'agent' && principal?.area === 'agent';
  return {
    role,
    area: principal?.area ?? null,
    can: {
      login: role === 'guest',
      freePlay: role === 'guest' && s.FREEPLAY.enabled,
      playForMoney: real,
      favourites: role !== 'guest',
      deposit: real,
      withdraw: real,
      memberCentre: real,
      transferUpline: real,
      transferDownline: role === 'agent',
      agentCentre,
      contracts: real && s.AGENTPOLICY.enabled,
      referral: s.REFERRAL.enabled && role !== 'trial',
    },
    agentPages: {
      dividend: agentCentre && s.DIVIDENDCT.enabled,
      dailySalary: agentCentre && s.DAILYSALARY.enabled,
      hourlySalary: agentCentre && s.HOURSALARY.enabled,
      realtimeSalary: agentCentre && s.REALTIMESALARY.enabled,
    },
    trial:
      role === 'trial'
        ? {
            playMoney: wireAmount(TRIAL_GRANT_MINOR, s.CURRENCY.code),
            currency: s.CURRENCY.code,
            freeTrialGamesOnly: true,
          }
        : null,
  };
}
