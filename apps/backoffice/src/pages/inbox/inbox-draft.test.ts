import { describe, expect, it } from 'vitest';
import { checkInboxDraft, emptyInboxDraft, levelsOf } from './inbox-draft';

const filled = { bnTitle: 'শিরোনাম', bnBody: 'বার্তা', enTitle: 'Title', enBody: 'Body' };

describe('the composer draft', () => {
  it('reads VIP levels typed with commas or spaces, and refuses anything else', () => {
    expect(levelsOf('1, 3 5')).toEqual([1, 3, 5]);
    expect(levelsOf('')).toBeNull();
    expect(levelsOf('2, x')).toBeNull();
    expect(levelsOf('101')).toBeNull();
    expect(levelsOf('-1')).toBeNull();
  });

  it('builds the request of each audience', () => {
    const base = { ...emptyInboxDraft(), ...filled, reason: '  weekly news ' };
    expect(checkInboxDraft(base).request).toEqual({
      audience: { kind: 'everyone' },
      bn: { title: 'শিরোনাম', body: 'বার্তা' },
      en: { title: 'Title', body: 'Body' },
      reason: 'weekly news',
    });
    expect(checkInboxDraft({ ...base, kind: 'vip', levels: '2 4' }).request?.audience).toEqual({
      kind: 'vip',
      levels: [2, 4],
    });
    expect(checkInboxDraft({ ...base, kind: 'team', agent: ' agent01 ' }).request?.audience).toEqual({
      kind: 'team',
      agent: 'agent01',
    });
    expect(
      checkInboxDraft({ ...base, kind: 'registered', from: '2026-01-01', to: '2026-01-31' }).request
        ?.audience,
    ).toEqual({ kind: 'registered', from: '2026-01-01', to: '2026-01-31' });
    expect(checkInboxDraft({ ...base, kind: 'member', username: 'demo' }).request?.audience).toEqual({
      kind: 'member',
      username: 'demo',
    });
  });

  it('puts each problem beside its field', () => {
    expect(checkInboxDraft(emptyInboxDraft()).problems).toEqual({
      bnTitle: 'required',
      enTitle: 'required',
      bnBody: 'required',
      enBody: 'required',
    });
    const base = { ...emptyInboxDraft(), ...filled };
    expect(checkInboxDraft({ ...base, kind: 'vip', levels: 'gold' }).problems).toEqual({ levels: 'levels' });
    expect(checkInboxDraft({ ...base, kind: 'team' }).problems).toEqual({ agent: 'required' });
    expect(checkInboxDraft({ ...base, kind: 'registered', from: '2026-01-01' }).problems).toEqual({
      to: 'required',
    });
    expect(checkInboxDraft({ ...base, kind: 'member' }).problems).toEqual({ username: 'required' });
    expect(checkInboxDraft({ ...base, enTitle: 'x'.repeat(121) }).problems).toEqual({ enTitle: 'too_long' });
  });
});
