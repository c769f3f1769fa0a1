import { type Language, SystemStatusValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './http';

const STATUS_KEY: readonly ['system', 'status'] = ['system', 'status'];
export const systemKeys = { status: STATUS_KEY };

/**
 * The contract's status, read leniently: a status code outside 0/1/2 must still parse,
 * because the root then renders nothing (spec section 2) rather than an error.
 */
const RootStatus = SystemStatusValue.extend({ status: z.number().int() });
export type RootStatus = z.infer<typeof RootStatus>;

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region/IP restricted, with the caller's IP. */
export function fetchSystemStatus(signal?: AbortSignal): Promise<RootStatus> {
  return apiRequest('/wps/system/status', RootStatus, { signal });
}

export function useSystemStatus() {
  return useQuery({
    queryKey: systemKeys.status,
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    staleTime: 60_000,
    retry: 1,
  });
}

/** PUT /wps/system/language: tells the server the visitor's language (spec section 4). */
export async function putLanguage(language: Language): Promise<void> {
  await apiRequest('/wps/system/language', z.unknown(), { method: 'PUT', body: { language } });
}
