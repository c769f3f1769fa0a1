import type { GameListItem } from '@khela/contract';
import type { TestApp } from './harness.js';

/** What the games route tests share: calls with a language and an optional token. */
export type Answer<T> = {
  status: number;
  body: { success: boolean; value: T; message: string; code?: string };
};

export function gamesClient(t: TestApp) {
  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { token?: string; body?: unknown; lang?: 'en' | 'bn' } = {},
  ): Promise<Answer<T>> {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        'x-lang': options.lang ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });
    return { status: res.statusCode, body: res.json() };
  }

  type Page = { games: GameListItem[]; total: number; totalPages: number; pageNo: number; pageSize: number };
  const gameList = (query: string) => call<Page>('GET', `/wps/relay/GCSGAME_gameList?${query}`);

  async function login(username = 'demo', password = 'demo1234'): Promise<string> {
    const res = await call<{ token: string }>('POST', '/wps/session/login', { body: { username, password } });
    return res.body.value.token;
  }

  async function trial(): Promise<string> {
    return (await call<{ token: string }>('POST', '/wps/session/login/freeplay')).body.value.token;
  }

  /** The field names of a VALIDATION_FAILED answer. */
  function fieldsOf(answer: Answer<unknown>): string[] {
    const value = answer.body.value;
    if (value === null || typeof value !== 'object' || !('fields' in value) || !Array.isArray(value.fields))
      return [];
    return value.fields.flatMap((f: unknown) =>
      f !== null && typeof f === 'object' && 'field' in f ? [String(f.field)] : [],
    );
  }

  return { call, gameList, login, trial, fieldsOf };
}
