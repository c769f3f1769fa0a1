import { Writable } from 'node:stream';
import { errorMessage } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/harness.js';
import { AppError } from './app-error.js';
import { ok } from './envelope.js';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const t = useTestApp({
  env: { BODY_LIMIT_BYTES: '2048' },
  build: { logger: { level: 'error', stream: logStream } },
  extend(app) {
    app.post(
      '/wps/test/echo',
      {
        schema: {
          body: z.object({
            username: z.string().min(4).max(16),
            age: z.number().int().min(18),
            tag: z.enum(['a', 'b']).optional(),
          }),
          querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
        },
      },
      async (request) => ok({ username: request.body.username }),
    );
    app.get('/wps/test/boom', async () => {
      throw new Error('secret database password in this message');
    });
    app.get('/wps/test/expected', async () => {
      throw new AppError('GAME_MAINTENANCE');
    });
  },
});

type Body = { success: boolean; value: unknown; message: string; code?: string };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) {
  const response = await t.app.inject({ method, url, payload: init.body, headers: init.headers });
  return { status: response.statusCode, headers: response.headers, body: response.json<Body>() };
}

describe('the envelope on success', () => {
  it('wraps a value with success true and echoes a request id', async () => {
    const res = await call('POST', '/wps/test/echo', {
      body: JSON.stringify({ username: 'player1', age: 20 }),
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-12345678' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, value: { username: 'player1' }, message: 'OK' });
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });

  it('replaces a request id that does not look like one', async () => {
    const res = await call('GET', '/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('every failure answers in the envelope with a catalogue code and translated message', () => {
  it('unknown route → NOT_FOUND, Bengali by default, English on request', async () => {
    const bn = await call('GET', '/wps/nothing/here');
    expect(bn.status).toBe(404);
    expect(bn.body).toEqual({
      success: false,
      value: null,
      code: 'NOT_FOUND',
      message: errorMessage('NOT_FOUND', 'bn'),
    });
    const en = await call('GET', '/wps/nothing/here', { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(en.body.message).toBe('Invalid URL, please contact customer service');
    const query = await call('GET', '/wps/nothing/here?lang=en');
    expect(query.body.message).toBe('Invalid URL, please contact customer service');
  });

  it('an unsupported language falls back to Bengali', async () => {
    const res = await call('GET', '/wps/nothing', {
      headers: { 'accept-language': 'fr-FR', 'x-lang': 'xx' },
    });
    expect(res.body.message).toBe(errorMessage('NOT_FOUND', 'bn'));
  });

  it('wrong method → METHOD_NOT_ALLOWED with an Allow header', async () => {
    const res = await call('DELETE', '/wps/system/status', { headers: { 'x-lang': 'en' } });
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
    expect(res.body.message).toBe('Method DELETE is not allowed here');
    expect(res.headers.allow).toBe('GET');
  });

  it('malformed JSON → MALFORMED_JSON', async () => {
    const res = await call('POST', '/wps/test/echo', {
      body: '{"username": "abc',
      headers: { 'content-type': 'application/json', 'x-lang': 'en' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON',
    });
  });

  it('an empty JSON body → MALFORMED_JSON', async () => {
    const res = await call('POST', '/wps/test/echo', {
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });

  it('schema failure names each field and why, translated', async () => {
    const body = JSON.stringify({ username: 'ab', tag: 'z' });
    const en = await call('POST', '/wps/test/echo', {
      body,
      headers: { 'content-type': 'application/json', 'x-lang': 'en' },
    });
    expect(en.status).toBe(400);
    expect(en.body.code).toBe('VALIDATION_FAILED');
    const fields = (en.body.value as { fields: { field: string; reason: string; message: string }[] }).fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'body.username', reason: 'too_small', message: 'must be at least 4' },
        { field: 'body.age', reason: 'required', message: 'is required' },
        { field: 'body.tag', reason: 'invalid_value', message: 'is not one of the allowed values' },
      ]),
    );
    expect(en.body.message).toContain('body.username must be at least 4');
    const bn = await call('POST', '/wps/test/echo', {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(bn.body.message).toContain('body.username কমপক্ষে ৪ হতে হবে');
    expect(bn.body.message).toContain('body.age আবশ্যক');
  });

  it('a wrong type and a query failure are reported with their source', async () => {
    const res = await call('POST', '/wps/test/echo?page=0', {
      body: JSON.stringify({ username: 'player1', age: 20 }),
      headers: { 'content-type': 'application/json', 'x-lang': 'en' },
    });
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.value).toEqual({
      fields: [{ field: 'query.page', reason: 'too_small', message: 'must be at least 1' }],
    });
    const typed = await call('POST', '/wps/test/echo', {
      body: JSON.stringify({ username: 'player1', age: 'old' }),
      headers: { 'content-type': 'application/json', 'x-lang': 'en' },
    });
    expect(typed.body.value).toEqual({
      fields: [{ field: 'body.age', reason: 'invalid_type', message: 'must be number' }],
    });
  });

  it('oversize body → PAYLOAD_TOO_LARGE', async () => {
    const res = await call('POST', '/wps/test/echo', {
      body: JSON.stringify({ username: 'x'.repeat(4000), age: 20 }),
      headers: { 'content-type': 'application/json', 'x-lang': 'en' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large',
    });
  });

  it('unsupported content type → UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await call('POST', '/wps/test/echo', {
      body: 'username=abc',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('an expected failure carries its own code and status', async () => {
    const res = await call('GET', '/wps/test/expected', { headers: { 'x-lang': 'en' } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      success: false,
      value: null,
      code: 'GAME_MAINTENANCE',
      message: 'Game under maintenance',
    });
  });

  it('an unexpected exception → INTERNAL_ERROR with a reference, logged, never leaked', async () => {
    logLines.length = 0;
    const res = await call('GET', '/wps/test/boom', {
      headers: { 'x-lang': 'en', 'x-request-id': 'req-boom-0001' },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      value: null,
      code: 'INTERNAL_ERROR',
      message: 'Unknown error (reference req-boom-0001)',
    });
    expect(JSON.stringify(res.body)).not.toContain('secret');
    const logged = logLines.join('');
    expect(logged).toContain('req-boom-0001');
    expect(logged).toContain('secret database password');
  });
});

describe('platform routes', () => {
  it('health answers and readiness pings the database', async () => {
    expect((await call('GET', '/health')).body).toEqual({
      success: true,
      value: { status: 'ok' },
      message: 'OK',
    });
    const ready = await call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.value).toMatchObject({ status: 'ready' });
  });

  it('serves OpenAPI generated from the route schemas', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/wps/system/status');
    const html = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
  });
});
