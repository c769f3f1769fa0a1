import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { announcement, announcementText } from './messaging.tables.js';

const t = useTestApp();

/** A percentage in Latin or Bengali digits: 100%, ১০০ %, 5 percent. */
const PERCENTAGE = /[0-9০-৯]\s*(%|percent|শতাংশ)/i;
const BONUS = /bonus|বোনাস|cashback|ক্যাশব্যাক/i;

describe('demo announcements', () => {
  it('promise no bonus percentage, in any language', async () => {
    const rows = await t.ctx.database.db.select().from(announcementText);
    expect(rows.length).toBeGreaterThan(0);
    const promises = rows
      .map((row) => `${row.title} ${row.content}`)
      .filter((text) => PERCENTAGE.test(text) && BONUS.test(text));
    expect(promises).toEqual([]);
  });

  it('promise no bonus at all in the register modal banner', async () => {
    const rows = await t.ctx.database.db
      .select({ title: announcementText.title, content: announcementText.content })
      .from(announcementText)
      .innerJoin(announcement, eq(announcement.id, announcementText.announcementId))
      .where(eq(announcement.groupName, 'w_register'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => BONUS.test(`${row.title} ${row.content}`))).toEqual([]);
  });

  it('promise no prize, tournament, commission or live chat the site does not run yet', async () => {
    const rows = await t.ctx.database.db.select().from(announcementText);
    const unkept = /tournament|টুর্নামেন্ট|prize|পুরস্কার|commission|কমিশন|live chat|লাইভ চ্যাট/i;
    expect(rows.map((row) => `${row.title} ${row.content}`).filter((text) => unkept.test(text))).toEqual([]);
  });
});
