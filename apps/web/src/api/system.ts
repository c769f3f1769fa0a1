import type {
  CountriesValue,
  Language,
  RegisterSettingValue,
  SystemStatusValue,
  WhitelabelValue,
} from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
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

/** GET /wps/system/whitelabel: brand configuration and the feature flags (SMS login, free play …). */
export function useWhitelabel() {
  return useQuery({
    queryKey: siteKeys.whitelabel,
    queryFn: ({ signal }) =>
      apiRequest('/wps/system/whitelabel', contractValue<WhitelabelValue>(), { signal }),
    staleTime: SETTINGS_STALE_MS,
  });
}

/** GET /wps/system/setting/register: registration modes, minimum age and every field's rule. */
export function useRegisterSetting() {
  return useQuery({
    queryKey: siteKeys.registerSetting,
    queryFn: ({ signal }) =>
      apiRequest('/wps/system/setting/register', contractValue<RegisterSettingValue>(), { signal }),
    staleTime: SETTINGS_STALE_MS,
  });
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
