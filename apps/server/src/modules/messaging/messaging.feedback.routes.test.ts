import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  BoFeedbackListValue,
  BoFeedbackThreadValue,
  FeedbackListValue,
  FeedbackThreadValue,
} from '@khela/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../platform/realtime/realtime.js';
import { depositsClient } from '../../test/deposits-client.js';
import { useTestApp } from '../../test/harness.js';
import { auditCount, operatorToken } from '../../test/operators.js';
import { elfBytes, jpegBytes, pngBytes } from '../../test/withdrawals-client.js';
import { TRIAL_TYPE } from '../accounts/accounts.model.js';

/**
 * Feedback and complaints (decision 0061): a player submits a type, a text within the
 * FEEDBACKLENGTH words and up to three private images; an operator replies in the thread (the
 * player is nudged through the hub) or closes it; the player sees the reply and a badge.
 */
const uploadDir = path.join(tmpdir(), `khela-feedback-test-${process.pid}-${Date.now()}`);
const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });
const { call, memberSession } = depositsClient(t);
const support = () => operatorToken(t.app, 'support', { now: t.ctx.now() });
const MB = 1024 * 1024;

type Part = { name: string; value: string } | { name: string; bytes: Buffer; type: string; file: string };

async function submit(token: string | undefined, parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if ('value' in p) form.append(p.name, p.value);
    else form.append(p.name, new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.file);
  }
  const request = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/feedback',
    headers: {
      'x-lang': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json<{ value: FeedbackThreadValue; code?: string; message: string }>(),
  };
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i + 1}`).join(' ');
const text = (value: string): Part => ({ name: 'content', value });
const kind = (value = 'complaint'): Part => ({ name: 'type', value });
const png = (name = 'shot.png', bytes = pngBytes(40, 30)): Part => ({
  name: 'images',
  bytes,
  type: 'image/png',
  file: name,
});

/** The image files in private storage (the month folders left out). */
const storedFiles = async () =>
  (
    await readdir(path.join(uploadDir, 'feedback'), { recursive: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    )
  ).filter((name) => /\.(png|jpg)$/.test(name));

const setLength = (minWords: number, maxWords: number) =>
  t.app.services.system.setSetting('FEEDBACKLENGTH', { minWords, maxWords });
afterEach(async () => {
  await setLength(5, 500);
});

/** Events the hub delivers to a member while `run` runs. */
async function eventsOf(memberId: string, run: () => Promise<void>): Promise<RealtimeEvent[]> {
  const seen: RealtimeEvent[] = [];
  const detach = t.app.services.realtime.attach({ kind: 'member', memberId }, (event) => seen.push(event));
  try {
    await run();
  } finally {
    detach();
  }
  return seen;
}

describe('submitting', () => {
  it('stores the text and images privately; the owner and an operator see them, nobody else', async () => {
    const m = await memberSession();
    const res = await submit(m.token, [
      kind('deposit'),
      text('  My deposit of 500 has not arrived after an hour  '),
      png(),
      { name: 'images', bytes: jpegBytes(64, 48), type: 'image/jpeg', file: 'receipt.jpg' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const thread = res.body.value;
    expect(thread).toMatchObject({ type: 'deposit', status: 'open', closedBy: null });
    expect(thread.posts).toHaveLength(1);
    expect(thread.posts[0]).toMatchObject({
      from: 'player',
      content: 'My deposit of 500 has not arrived after an hour',
      operatorName: null,
    });
    expect(thread.posts[0]?.images.map((i) => [i.contentType, i.width])).toEqual([
      ['image/png', 40],
      ['image/jpeg', 64],
    ]);
    expect(await storedFiles()).toHaveLength(2);

    const image = thread.posts[0]?.images[0];
    if (!image) throw new Error('no image');
    const own = await t.app.inject({ url: image.path, headers: { authorization: `Bearer ${m.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');

    const other = await memberSession();
    const theirs = await t.app.inject({
      url: image.path,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'FEEDBACK_NOT_FOUND']);
    const guest = await t.app.inject({ url: image.path });
    expect([guest.statusCode, guest.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
    const asOperator = await t.app.inject({
      url: `/bo/api/feedback/${thread.id}/images/${image.id}`,
      headers: { authorization: `Bearer ${await support()}` },
    });
    expect(asOperator.statusCode).toBe(200);
    expect(Buffer.compare(asOperator.rawPayload, pngBytes(40, 30))).toBe(0);
  });

  it('takes JSON without images, and lists my threads with the rules of the form', async () => {
    const m = await memberSession();
    const sent = await call<FeedbackThreadValue>('POST', '/wps/feedback', {
      token: m.token,
      body: { type: 'suggestion', content: 'Please add more cricket markets to the sports page' },
    });
    expect(sent.status, sent.text).toBe(200);
    const list = await call<FeedbackListValue>('GET', '/wps/feedback', { token: m.token });
    expect(list.status).toBe(200);
    expect(list.body.value.rules).toEqual({
      minWords: 5,
      maxWords: 500,
      maxImages: 3,
      maxImageBytes: 5 * MB,
      types: ['suggestion', 'complaint', 'deposit', 'withdrawal', 'game', 'other'],
    });
    expect(list.body.value.unreadThreads).toBe(0);
    expect(list.body.value.list).toEqual([
      expect.objectContaining({
        id: sent.body.value.id,
        type: 'suggestion',
        status: 'open',
        preview: 'Please add more cricket markets to the sports page',
        unreadReplies: 0,
      }),
    ]);
  });

  it('counts words within FEEDBACKLENGTH: min-1 and max+1 refused, min and max taken', async () => {
    await setLength(3, 8);
    const m = await memberSession();
    const json = (content: string) =>
      call<FeedbackThreadValue>('POST', '/wps/feedback', {
        token: m.token,
        body: { type: 'other', content },
      });
    const below = await json(words(2));
    expect([below.status, below.body.code]).toEqual([400, 'FEEDBACK_WORDS_OUT_OF_RANGE']);
    expect(below.body.message).toBe('Feedback content must be between 3 and 8 words');
    expect((await json(words(3))).status).toBe(200);
    expect((await json(words(8))).status).toBe(200);
    const above = await submit(m.token, [kind(), text(words(9))]);
    expect([above.status, above.body.code]).toEqual([400, 'FEEDBACK_WORDS_OUT_OF_RANGE']);
    // Bengali words count the same way, and the message comes in Bengali digits.
    const bn = await call('POST', '/wps/feedback', {
      token: m.token,
      lang: 'bn',
      body: { type: 'other', content: 'আমার টাকা' },
    });
    expect([bn.status, bn.body.message]).toEqual([400, 'মতামতের লেখা ৩ থেকে ৮ শব্দের মধ্যে হতে হবে']);
    expect(
      (await json('আমার   টাকা\nএখনো আসেনি')).status,
      'four Bengali words across spaces and a line break',
    ).toBe(200);
    const list = await call<FeedbackListValue>('GET', '/wps/feedback', { token: m.token });
    expect(list.body.value.rules).toMatchObject({ minWords: 3, maxWords: 8 });
    expect(list.body.value.list).toHaveLength(3);
  });

  it('refuses a 4th image, a non-image, an oversize image, an unknown type and markup; stores nothing', async () => {
    const m = await memberSession();
    const before = (await storedFiles()).length;
    const content = text(words(6));
    const four = await submit(m.token, [
      kind(),
      content,
      png('1.png'),
      png('2.png'),
      png('3.png'),
      png('4.png'),
    ]);
    expect([four.status, four.body.code]).toEqual([400, 'FEEDBACK_IMAGE_TOO_MANY']);
    const elf = await submit(m.token, [
      kind(),
      content,
      png(),
      { name: 'images', bytes: elfBytes(), type: 'image/png', file: 'evil.png' },
    ]);
    expect([elf.status, elf.body.code, elf.body.message]).toEqual([
      415,
      'FEEDBACK_IMAGE_NOT_IMAGE',
      'images[2]: only png or jpg images are accepted',
    ]);
    const big = await submit(m.token, [kind(), content, png('big.png', pngBytes(4, 3, 5 * MB + 1))]);
    expect([big.status, big.body.code]).toEqual([413, 'FEEDBACK_IMAGE_TOO_LARGE']);
    const typeless = await submit(m.token, [kind('lottery'), content]);
    expect([typeless.status, typeless.body.code]).toEqual([400, 'FEEDBACK_TYPE_INVALID']);
    const extra = await submit(m.token, [kind(), content, { name: 'memberId', value: '1' }]);
    expect([extra.status, extra.body.code]).toEqual([400, 'FEEDBACK_FORM_INVALID']);
    const markup = await submit(m.token, [kind(), text('<script>alert(1)</script> is what I typed here')]);
    expect([markup.status, markup.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await storedFiles()).toHaveLength(before);
    const list = await call<FeedbackListValue>('GET', '/wps/feedback', { token: m.token });
    expect(list.body.value.list).toEqual([]);
  });

  it('limits a player to 5 submissions an hour (refused forms do not count)', async () => {
    const m = await memberSession();
    expect((await submit(m.token, [kind(), text(words(1))])).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await submit(m.token, [kind(), text(words(6))])).status).toBe(200);
    const sixth = await submit(m.token, [kind(), text(words(6))]);
    expect([sixth.status, sixth.body.code]).toEqual([429, 'FEEDBACK_RATE_LIMITED']);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const other = await memberSession();
    expect((await submit(other.token, [kind(), text(words(6))])).status).toBe(200);
  });
});

describe('at once', () => {
  it('takes exactly 5 of 10 parallel submissions from one player', async () => {
    const m = await memberSession();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit(m.token, [kind(), text(`${words(5)} attempt${i}`)])),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    const list = await call<FeedbackListValue>('GET', '/wps/feedback', { token: m.token });
    expect(list.body.value.list).toHaveLength(5);
  });

  it('an operator reply and a player close racing leave one consistent thread', async () => {
    const m = await memberSession();
    const sent = await call<FeedbackThreadValue>('POST', '/wps/feedback', {
      token: m.token,
      body: { type: 'game', content: 'The fishing game shows a black screen on my phone' },
    });
    const id = sent.body.value.id;
    const op = await support();
    const [reply, close] = await Promise.all([
      call('POST', `/bo/api/feedback/${id}/reply`, {
        token: op,
        body: { content: 'Which phone do you use?' },
      }),
      call('POST', `/wps/feedback/${id}/close`, { token: m.token }),
    ]);
    expect(close.status).toBe(200);
    const thread = (await call<FeedbackThreadValue>('GET', `/wps/feedback/${id}`, { token: m.token })).body
      .value;
    if (reply.status === 200) {
      // The reply came first: the player closed a replied thread.
      expect(thread.posts).toHaveLength(2);
    } else {
      expect([reply.status, reply.body.code]).toEqual([409, 'FEEDBACK_CLOSED']);
      expect(thread.posts).toHaveLength(1);
    }
    expect(thread).toMatchObject({ status: 'closed', closedBy: 'player' });
  });
});

describe('who may call', () => {
  it('refuses a guest (the login popup) and a trial account on every player call', async () => {
    const trial = await memberSession(TRIAL_TYPE);
    const files = (await storedFiles()).length;
    for (const token of [undefined, trial.token]) {
      const expected = token ? [403, 'IN_NEED_TRUE_ACCOUNT'] : [401, 'NOT_LOGGED_IN'];
      const list = await call('GET', '/wps/feedback', token ? { token } : {});
      expect([list.status, list.body.code]).toEqual(expected);
      const sent = await submit(token, [kind(), text(words(6)), png()]);
      expect([sent.status, sent.body.code]).toEqual(expected);
      const reply = await call('POST', '/wps/feedback/1/reply', {
        ...(token ? { token } : {}),
        body: { content: 'hi' },
      });
      expect([reply.status, reply.body.code]).toEqual(expected);
    }
    expect(await storedFiles()).toHaveLength(files);
  });

  it('hides another member’s thread: reading, replying and closing it are not found', async () => {
    const owner = await memberSession();
    const sent = await call<FeedbackThreadValue>('POST', '/wps/feedback', {
      token: owner.token,
      body: { type: 'game', content: 'The slot froze in the middle of a spin yesterday' },
    });
    const id = sent.body.value.id;
    const other = await memberSession();
    for (const [method, url, body] of [
      ['GET', `/wps/feedback/${id}`, undefined],
      ['POST', `/wps/feedback/${id}/reply`, { content: 'not mine to add to' }],
      ['POST', `/wps/feedback/${id}/close`, undefined],
    ] as const) {
      const res = await call(method, url, { token: other.token, ...(body ? { body } : {}) });
      expect([res.status, res.body.code], `${method} ${url}`).toEqual([404, 'FEEDBACK_NOT_FOUND']);
    }
    const mine = await call<FeedbackThreadValue>('GET', `/wps/feedback/${id}`, { token: owner.token });
    expect(mine.body.value.status).toBe('open');
    expect(
      (await call<FeedbackListValue>('GET', '/wps/feedback', { token: other.token })).body.value.list,
    ).toEqual([]);
  });

  it('keeps the inbox to operators holding feedback.reply', async () => {
    const finance = await operatorToken(t.app, 'finance', { now: t.ctx.now() });
    const refused = await call('GET', '/bo/api/feedback', { token: finance });
    expect([refused.status, refused.body.code]).toEqual([403, 'OPERATOR_FORBIDDEN']);
    const reply = await call('POST', '/bo/api/feedback/1/reply', {
      token: finance,
      body: { content: 'hello' },
    });
    expect(reply.status).toBe(403);
    const member = await memberSession();
    const asPlayer = await call('GET', '/bo/api/feedback', { token: member.token });
    expect(asPlayer.status).toBe(401);
  });
});

describe('the thread', () => {
  it('an operator replies (audited, the player nudged), the player sees the reply and the badge, then replies and it reopens', async () => {
    const m = await memberSession();
    const sent = await submit(m.token, [
      kind('withdrawal'),
      text('My withdrawal is pending for two days now'),
      png(),
    ]);
    const id = sent.body.value.id;
    const op = await support();

    const inbox = await call<BoFeedbackListValue>('GET', '/bo/api/feedback?status=open&type=withdrawal', {
      token: op,
    });
    expect(inbox.status, inbox.text).toBe(200);
    expect(inbox.body.value.list.find((f) => f.id === id)).toMatchObject({
      username: m.username,
      status: 'open',
      imageCount: 1,
      posts: 1,
    });
    const none = await call<BoFeedbackListValue>('GET', '/bo/api/feedback?type=suggestion', { token: op });
    expect(none.body.value.list.some((f) => f.id === id)).toBe(false);
    const seen = await call<BoFeedbackThreadValue>('GET', `/bo/api/feedback/${id}`, { token: op });
    expect(seen.body.value.posts[0]?.images[0]?.path).toBe(
      `/bo/api/feedback/${id}/images/${seen.body.value.posts[0]?.images[0]?.id}`,
    );

    const events = await eventsOf(String(m.memberId), async () => {
      const replied = await call<BoFeedbackThreadValue>('POST', `/bo/api/feedback/${id}/reply`, {
        token: op,
        body: { content: 'We have paid it now; please check your account.' },
      });
      expect(replied.status, replied.text).toBe(200);
      expect(replied.body.value.status).toBe('replied');
      expect(replied.body.value.posts[1]).toMatchObject({ from: 'operator', readAt: null });
      expect(replied.body.value.posts[1]?.operatorName).toMatch(/^tsupport/);
    });
    expect(events).toEqual([{ type: 'feedback.reply', feedbackId: id }, { type: 'member.refresh' }]);
    expect(await auditCount(t.ctx.database.db, 'feedback.reply', id)).toBe(1);

    const badge = await call<FeedbackListValue>('GET', '/wps/feedback', { token: m.token });
    expect(badge.body.value.unreadThreads).toBe(1);
    expect(badge.body.value.list[0]).toMatchObject({ id, status: 'replied', unreadReplies: 1 });

    const opened = await call<FeedbackThreadValue>('GET', `/wps/feedback/${id}`, { token: m.token });
    expect(opened.body.value.posts.map((p) => [p.from, p.content])).toEqual([
      ['player', 'My withdrawal is pending for two days now'],
      ['operator', 'We have paid it now; please check your account.'],
    ]);
    expect(opened.body.value.posts[1]?.operatorName, 'players never see operator names').toBeNull();
    const after = await call<FeedbackListValue>('GET', '/wps/feedback', { token: m.token });
    expect(after.body.value.unreadThreads).toBe(0);
    expect(after.body.value.list[0]?.unreadReplies).toBe(0);

    const back = await call<FeedbackThreadValue>('POST', `/wps/feedback/${id}/reply`, {
      token: m.token,
      body: { content: 'Thanks, it arrived.' },
    });
    expect(back.status, back.text).toBe(200);
    expect(back.body.value.status).toBe('open');
    expect(back.body.value.posts).toHaveLength(3);
    const empty = await call('POST', `/wps/feedback/${id}/reply`, {
      token: m.token,
      body: { content: '   ' },
    });
    expect([empty.status, empty.body.code]).toEqual([400, 'FEEDBACK_WORDS_OUT_OF_RANGE']);
  });

  it('closes from either side: a closed thread refuses the operator and closing twice; a player reply reopens it', async () => {
    const m = await memberSession();
    const sent = await call<FeedbackThreadValue>('POST', '/wps/feedback', {
      token: m.token,
      body: { type: 'complaint', content: 'The live table kept disconnecting all evening' },
    });
    const id = sent.body.value.id;
    const op = await support();
    const closed = await call<BoFeedbackThreadValue>('POST', `/bo/api/feedback/${id}/close`, { token: op });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.value).toMatchObject({ status: 'closed', closedBy: 'operator' });
    expect(await auditCount(t.ctx.database.db, 'feedback.close', id)).toBe(1);
    const late = await call('POST', `/bo/api/feedback/${id}/reply`, {
      token: op,
      body: { content: 'One more thing' },
    });
    expect([late.status, late.body.code]).toEqual([409, 'FEEDBACK_CLOSED']);
    const twice = await call('POST', `/bo/api/feedback/${id}/close`, { token: op });
    expect([twice.status, twice.body.code]).toEqual([409, 'FEEDBACK_CLOSED']);
    expect(await auditCount(t.ctx.database.db, 'feedback.close', id)).toBe(1);

    const reopened = await call<FeedbackThreadValue>('POST', `/wps/feedback/${id}/reply`, {
      token: m.token,
      body: { content: 'It happened again tonight' },
    });
    expect(reopened.body.value).toMatchObject({ status: 'open', closedBy: null });
    const mine = await call<FeedbackThreadValue>('POST', `/wps/feedback/${id}/close`, { token: m.token });
    expect(mine.body.value).toMatchObject({ status: 'closed', closedBy: 'player' });
    const again = await call('POST', `/wps/feedback/${id}/close`, { token: m.token });
    expect([again.status, again.body.code]).toEqual([409, 'FEEDBACK_CLOSED']);
    const closedInbox = await call<BoFeedbackListValue>('GET', '/bo/api/feedback?status=closed', {
      token: op,
    });
    expect(closedInbox.body.value.list.some((f) => f.id === id)).toBe(true);
  });

  it('refuses an operator reply with markup or nothing in it', async () => {
    const m = await memberSession();
    const sent = await call<FeedbackThreadValue>('POST', '/wps/feedback', {
      token: m.token,
      body: { type: 'other', content: 'Just saying hello to the support team' },
    });
    const op = await support();
    for (const content of ['', '<b>bold</b> reply']) {
      const res = await call('POST', `/bo/api/feedback/${sent.body.value.id}/reply`, {
        token: op,
        body: { content },
      });
      expect([res.status, res.body.code], content).toEqual([400, 'VALIDATION_FAILED']);
    }
    const missing = await call('GET', '/bo/api/feedback/999999', { token: op });
    expect([missing.status, missing.body.code]).toEqual([404, 'FEEDBACK_NOT_FOUND']);
  });
});
