import {
  keepPreviousData,
  QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { BoApiError, boObjectUrl, boRequest, queryString } from './api';

/**
 * The console's one cache of server data. A page that opens asks again (nothing is fresh for
 * long: several operators change the same queues), a failure is shown at once rather than
 * retried behind a spinner, and the window's focus does not refetch under an open form.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: false, staleTime: 0 },
    mutations: { retry: false },
  },
});

const OBJECT_URL_ROOT = 'object-url';

// An image fetched with the token lives as an object URL while its query is cached: dropped from
// the cache (unused for a while, or the session ended), its memory is given back.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'removed' || event.query.queryKey[0] !== OBJECT_URL_ROOT) return;
  const url = event.query.state.data;
  if (typeof url === 'string') URL.revokeObjectURL(url);
});

export type QueryParams = Record<string, string | number | undefined | null>;

/**
 * The query keys, one root per resource: a change invalidates its resource's root and every list,
 * page and detail under it is asked again. The dashboard sums payments and players, so whatever
 * moves money invalidates it too.
 */
export const boKeys = {
  dashboard: ['dashboard'] as const,
  players: ['players'] as const,
  player: (id: string) => ['players', 'detail', id] as const,
  deposits: ['payments', 'deposits'] as const,
  withdrawals: ['payments', 'withdrawals'] as const,
  disputes: ['payments', 'disputes'] as const,
  payments: ['payments'] as const,
  channels: ['payment-settings', 'channels'] as const,
  methods: ['payment-settings', 'methods'] as const,
  proof: (withdrawalId: string, proofId: string) =>
    [OBJECT_URL_ROOT, 'proofs', withdrawalId, proofId] as const,
  games: ['games'] as const,
  vendors: ['games', 'vendors'] as const,
  gameList: ['games', 'list'] as const,
  vendorSecrets: ['games', 'secrets'] as const,
  messages: ['messages'] as const,
  siteBrand: ['site', 'brand'] as const,
  siteSettings: ['site', 'settings'] as const,
  siteStatus: ['site', 'status'] as const,
  registerRules: ['site', 'register-rules'] as const,
  content: (kind: string) => ['content', kind] as const,
  announcements: ['content', 'announcements'] as const,
  audit: ['audit'] as const,
  operators: ['operators'] as const,
  totpEnrolment: ['session', 'totp'] as const,
  // The agent network: a move, an offer, a run or a payout decision changes several of these at once.
  agents: ['agents'] as const,
  agentTypes: ['agents', 'types'] as const,
  agentTree: (under: string) => ['agents', 'tree', under] as const,
  agentTreeChildren: (under: string) => ['agents', 'tree', under, 'children'] as const,
  agentContracts: ['agents', 'contracts'] as const,
  agentRuns: ['agents', 'runs'] as const,
  agentPayouts: ['agents', 'payouts'] as const,
  // Promotions (decision 0052) and bonus money (decision 0051): a grant or a forfeit changes the
  // player's bonuses and balances; the preview is its own root (a save does not ask it again).
  promotions: ['promotions'] as const,
  promotionPreview: ['promotion-preview'] as const,
  playerBonuses: ['player-bonuses'] as const,
  playerBonusesOf: (username: string) => ['player-bonuses', username] as const,
};

/** A failure as the console shows it: the server's message, or the thrown value's text. */
export function failureText(failure: unknown): string {
  return failure instanceof BoApiError ? failure.message : String(failure);
}

/** The GET of `path` with `params` in its query, through boRequest (token, language, envelope). */
export function fetchApi<T>(path: string, params?: QueryParams): Promise<T> {
  return boRequest<T>(`${path}${params ? queryString(params) : ''}`);
}

/**
 * A GET of a /bo/api path, cached under `key` plus its params. `path` null waits (nothing is
 * asked). `keepPrevious` keeps the last answer on screen while the next page loads.
 */
export function useApiQuery<T>(
  key: QueryKey,
  path: string | null,
  params?: QueryParams,
  options: {
    keepPrevious?: boolean;
    select?: (value: T) => T;
    /** How long an answer counts as fresh (default: not at all) and stays cached unused. */
    staleTime?: number;
    gcTime?: number;
  } = {},
) {
  return useQuery<T, unknown, T>({
    queryKey: params ? [...key, params] : key,
    queryFn: () => fetchApi<T>(path ?? '', params),
    enabled: path !== null,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.select ? { select: options.select } : {}),
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.gcTime !== undefined ? { gcTime: options.gcTime } : {}),
  });
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiCall = { path: string; method?: Method; body?: unknown };

/**
 * A change through boRequest (POST unless told): its errors reach the caller as BoApiError, as
 * before, so forms keep their errors beside the fields. On success the queries under each key
 * `invalidates` names (or computes from the answer) are asked again.
 */
export function useApiMutation<T = unknown>(
  invalidates: readonly QueryKey[] | ((value: T, call: ApiCall) => readonly QueryKey[]),
) {
  const client = useQueryClient();
  return useMutation<T, unknown, ApiCall>({
    mutationFn: (call) =>
      boRequest<T>(call.path, {
        method: call.method ?? 'POST',
        ...(call.body !== undefined ? { body: call.body } : {}),
      }),
    onSuccess: (value, call) => {
      const keys = typeof invalidates === 'function' ? invalidates(value, call) : invalidates;
      for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    },
  });
}

/**
 * A binary /bo/api resource (a proof image) as an object URL for an <img>, through boObjectUrl.
 * It does not change once stored, so it is asked once while cached.
 */
export function useApiObjectUrl(key: QueryKey, path: string) {
  return useQuery<string, unknown>({
    queryKey: key,
    queryFn: () => boObjectUrl(path),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
