import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { useTestApp } from '../../test/harness.js';
import { type Envelope, operatorCall } from '../../test/operator-client.js';
import { operatorToken } from '../../test/operators.js';
import { sanitiseRichText } from './messaging.sanitise.js';

const t = useTestApp();

type View = {
  id: string;
  type: string;
  status: string;
  bn: { title: string; content: string };
  en: { title: string };
};
type Page = { list: View[]; total: number; totalPages: number; pageNo: number };

const call = <T = unknown>(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) => operatorCall<T>(t.app, token, method, url, payload);

const headline = (title: string) => ({
  type: 'H',
  bn: { title: `${title} বিএন`, content: '' },
  en: { title, content: '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script>' },
});

async function playerHeadlines(language: 'EN' | 'BN') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/relay/MCSFE_getListAnnouncements?types=H&platform=W&language=${language}`,
  });
  return res.json<Envelope<{ headlines: { id: string; title: string; content: string }[] }>>().value
    .headlines;
}

const auditCount = async (action: string) =>
  (
    await queryRows<{ n: string }>(
      t.ctx.database.db,
      sql`select count(*)::text as n from audit_entry where action = ${action}`,
    )
  )[0]?.n;

describe('back office: announcements', () => {
  it('creates a headline that the player home gets at once, in BN and EN, with content sanitised', async () => {
    const token = await operatorToken(t.app, 'content');
    // Other tests of this file create announcements too: this one checks its own single entry.
    const audited = Number(await auditCount('content.announcement.create'));
    const created = await call<View>(
      'POST',
      '/bo/api/content/announcements',
      token,
      headline('Cup final tonight'),
    );
    expect(created.status).toBe(200);
    expect(created.body.value.en.title).toBe('Cup final tonight');
    const en = await playerHeadlines('EN');
    const found = en.find((h) => h.id === created.body.value.id);
    expect(found?.content).toBe(
      '&lt;p onclick=&quot;x()&quot;&gt;Hi <b>there</b></p>&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect((await playerHeadlines('BN')).some((h) => h.title === 'Cup final tonight বিএন')).toBe(true);
    expect(await auditCount('content.announcement.create')).toBe(String(audited + 1));
  });

  it('lists every announcement server-paged, filtered by type and title, sorted', async () => {
    // Its own announcement to find by title, not one another test created.
    const content = await operatorToken(t.app, 'content');
    const made = await call('POST', '/bo/api/content/announcements', content, headline('Derby replay'));
    expect(made.status).toBe(200);
    const token = await operatorToken(t.app, 'admin');
    const all = await call<Page>('GET', '/bo/api/content/announcements?pageSize=5', token);
    expect(all.body.value.list).toHaveLength(5);
    expect(all.body.value.total).toBeGreaterThan(5);
    expect(all.body.value.totalPages).toBe(Math.ceil(all.body.value.total / 5));
    const banners = await call<Page>(
      'GET',
      '/bo/api/content/announcements?type=B&pageSize=100&sortBy=sort&order=asc',
      token,
    );
    expect(banners.body.value.list.every((a) => a.type === 'B')).toBe(true);
    const found = await call<Page>('GET', '/bo/api/content/announcements?q=derby%20replay', token);
    expect(found.body.value.list.map((a) => a.en.title)).toEqual(['Derby replay']);
  });

  it('updates (deactivating hides it from players) and deletes, each audited with before and after', async () => {
    const token = await operatorToken(t.app, 'content');
    const created = await call<View>('POST', '/bo/api/content/announcements', token, headline('Short lived'));
    const id = created.body.value.id;
    const updated = await call<View>('PUT', `/bo/api/content/announcements/${id}`, token, {
      ...headline('Short lived'),
      status: 'inactive',
    });
    expect(updated.body.value.status).toBe('inactive');
    expect((await playerHeadlines('EN')).some((h) => h.id === id)).toBe(false);
    const [entry] = await queryRows<{ before: { status: string }; after: { status: string } }>(
      t.ctx.database.db,
      sql`select before, after from audit_entry where action = 'content.announcement.update' and target_id = ${id}`,
    );
    expect(entry).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });

    expect((await call('DELETE', `/bo/api/content/announcements/${id}?reason=old`, token)).status).toBe(200);
    const again = await call('DELETE', `/bo/api/content/announcements/${id}`, token);
    expect(again.body.code).toBe('ANNOUNCEMENT_NOT_FOUND');
    expect(await auditCount('content.announcement.delete')).toBe('1');
  });

  it('refuses bad input with the field named, and saves nothing', async () => {
    const token = await operatorToken(t.app, 'content');
    const before = await call<Page>('GET', '/bo/api/content/announcements?pageSize=1', token);
    const cases: [unknown, string][] = [
      [{ ...headline('x'), en: { title: '', content: '' } }, 'en.title'],
      [{ ...headline('x'), type: 'B', imageUrl: '/banners/a.svg' }, 'groupName'],
      [{ ...headline('x'), type: 'B', groupName: 'w_home', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ ...headline('x'), startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'endsAt'],
      [{ ...headline('x'), audience: 'A' }, 'audience'],
    ];
    for (const [payload, field] of cases) {
      const res = await call<{ fields: { field: string }[] }>(
        'POST',
        '/bo/api/content/announcements',
        token,
        payload,
      );
      expect(res.status, field).toBe(400);
      expect(res.body.value.fields.map((f) => f.field).join(), field).toContain(field);
    }
    const after = await call<Page>('GET', '/bo/api/content/announcements?pageSize=1', token);
    expect(after.body.value.total).toBe(before.body.value.total);
    const missing = await call('PUT', '/bo/api/content/announcements/999999', token, headline('x'));
    expect(missing.body.code).toBe('ANNOUNCEMENT_NOT_FOUND');
  });

  it('is content.manage only: support and finance get 403', async () => {
    for (const role of ['support', 'finance'] as const) {
      const token = await operatorToken(t.app, role);
      expect((await call('GET', '/bo/api/content/announcements', token)).status).toBe(403);
      expect((await call('POST', '/bo/api/content/announcements', token, headline('no'))).status).toBe(403);
    }
  });
});

describe('sanitiseRichText', () => {
  it('keeps bare allowed tags and turns everything else into text', () => {
    expect(sanitiseRichText('<P>a<br/>b</P>')).toBe('<p>a<br>b</p>');
    expect(sanitiseRichText('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(sanitiseRichText('<a href="javascript:x">y</a> & <b class="c">z</b>')).toBe(
      '&lt;a href=&quot;javascript:x&quot;&gt;y&lt;/a&gt; &amp; &lt;b class=&quot;c&quot;&gt;z</b>',
    );
  });
});
