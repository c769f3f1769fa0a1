import type { App } from '../app.js';

export type Envelope<T = unknown> = { success: boolean; value: T; code?: string; message: string };

/** One /bo/api call as an operator (English messages): the status and the envelope. */
export async function operatorCall<T = unknown>(
  app: App,
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}
