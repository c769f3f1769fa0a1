import { describe, expect, it } from 'vitest';
import { checkEnvelope, emptyEnvelope } from './envelope-draft';

const NOW = new Date('2026-11-26T12:00:00Z');
const filled = () => ({
  ...emptyEnvelope(NOW),
  titleEn: 'Lucky envelope',
  titleBn: 'ভাগ্যের খাম',
  total: '১০০.৫০',
  count: '10',
  minGrab: '1',
});

describe('the red envelope form', () => {
  it('sends what the server takes: trimmed titles, ASCII amounts, ISO times', () => {
    const { body, problems } = checkEnvelope(filled(), NOW);
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      title: { en: 'Lucky envelope', bn: 'ভাগ্যের খাম' },
      total: '100.50',
      count: 10,
      minGrab: '1',
    });
    expect(new Date(body?.endsAt ?? '').getTime() - new Date(body?.startsAt ?? '').getTime()).toBe(3_600_000);
  });

  it('names every wrong field and sends nothing', () => {
    const { body, problems } = checkEnvelope(
      { ...filled(), titleBn: ' ', total: '0', count: '0', minGrab: '1.234', endsAt: '' },
      NOW,
    );
    expect(body).toBeNull();
    expect(Object.keys(problems).sort()).toEqual(['count', 'endsAt', 'minGrab', 'title.bn', 'total']);
  });

  it('refuses a total that cannot give every grab its minimum, and an end before the start', () => {
    const small = checkEnvelope({ ...filled(), total: '9.99', count: '10', minGrab: '1' }, NOW);
    expect(small.problems.total?.key).toBe('pr_envelope_total_small');
    const early = checkEnvelope({ ...filled(), endsAt: filled().startsAt }, NOW);
    expect(early.problems.endsAt?.key).toBe('pr_envelope_ends_early');
    expect(
      checkEnvelope({ ...filled(), total: '10.00', count: '10', minGrab: '1' }, NOW).body,
    ).not.toBeNull();
  });
});
