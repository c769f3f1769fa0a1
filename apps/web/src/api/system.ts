import type {
  CountriesValue,
  Language,
  PermissionsValue,
  RegisterSettingValue,
  SystemStatusValue,
  WhitelabelValue,
} from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { merchantCodeStore, useSessionToken } from '../stores/session';
import { apiRequest, contractValue } from './http';

const STATUS_KEY: readonly ['system', 'status'] = ['system', 'status'];
export const systemKeys = { status: STATUS_KEY };

/**
 * The contract's status, typed leniently: a status code outside 0/1/2 is still a status,
 * because the root then renders nothing rather than an error.
 */
export type RootStatus = Omit<SystemStatusValue, 'status'> & { status: number };

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region/IP restricted, with the caller's IP. */
export function fetchSystemStatus(signal?: AbortSignal): Promise<RootStatus> {
  return apiRequest('/wps/system/status', contractValue<RootStatus>(), { signal });
}

export function useSystemStatus() {
  return useQuery({
    queryKey: systemKeys.status,
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    staleTime: 60_000,
    retry: 1,
  });
}

/** PUT /wps/system/language: tells the server the visitor's language. */
export async function putLanguage(language: Language): Promise<void> {
  await apiRequest('/wps/system/language', contractValue<unknown>(), { method: 'PUT', body: { language } });
}

const WHITELABEL_KEY: readonly ['system', 'whitelabel'] = ['system', 'whitelabel'];
const REGISTER_SETTING_KEY: readonly ['system', 'setting', 'register'] = ['system', 'setting', 'register'];
const COUNTRIES_KEY: readonly ['system', 'countries'] = ['system', 'countries'];
export const siteKeys = {
  whitelabel: WHITELABEL_KEY,
  registerSetting: REGISTER_SETTING_KEY,
  countries: COUNTRIES_KEY,
};

/** Settings change rarely: read once a session, refreshed after ten minutes. */
const SETTINGS_STALE_MS = 10 * 60_000;

/**
 * GET /wps/system/whitelabel: brand configuration and the feature flags (SMS login, free play …).
 * Loaded at start-up (the logo); its merchant code is kept in session and local storage for the
 * game calls (spec section 3).
 */
export const whitelabelQuery = {
  queryKey: siteKeys.whitelabel,
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    const value = await apiRequest('/wps/system/whitelabel', contractValue<WhitelabelValue>(), { signal });
    merchantCodeStore.remember(value.merchantCode);
    return value;
  },
  staleTime: SETTINGS_STALE_MS,
};

export function useWhitelabel() {
  return useQuery(whitelabelQuery);
}

/**
 * GET /wps/member/permissions: what the session may do (role, member centre, agent centre, trial
 * limits), loaded at start beside the status (spec section 4). Keyed by the token under the member
 * keys, so login and logout load it again; a token the server no longer knows answers
 * NOT_LOGGED_IN, which ends the local session (http.ts).
 */
export function permissionsQuery(token: string | null) {
  return {
    // Under the member keys (session.ts), without importing them: this module is in the first view.
    queryKey: ['member', 'permissions', token] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      apiRequest('/wps/member/permissions', contractValue<PermissionsValue>(), { signal }),
    staleTime: SETTINGS_STALE_MS,
    retry: 1,
  };
}

export function usePermissions() {
  return useQuery(permissionsQuery(useSessionToken()));
}

/** GET /wps/system/setting/register: registration modes, minimum age and every field's rule. */
export const registerSettingQuery = {
  queryKey: siteKeys.registerSetting,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiRequest('/wps/system/setting/register', contractValue<RegisterSettingValue>(), { signal }),
  staleTime: SETTINGS_STALE_MS,
};

export function useRegisterSetting() {
  return useQuery(registerSettingQuery);
}

/** GET /wps/system/countries: the dialling codes the mobile fields offer (fetched at start). */
export function useCountries() {
  return useQuery({
    queryKey: siteKeys.countries,
    queryFn: ({ signal }) =>
      apiRequest('/wps/system/countries', contractValue<z.infer<typeof CountriesValue>>(), { signal }),
    staleTime: SETTINGS_STALE_MS,
  });
}
