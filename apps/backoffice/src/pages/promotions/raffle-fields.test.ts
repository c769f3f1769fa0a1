import { describe, expect, it } from 'vitest';
import { raffleDraftOf, raffleJsonOf } from './raffle-fields';

describe('the raffle rules draft', () => {
  it('starts from defaults on an empty rule set, with one cash prize', () => {
    const draft = raffleDraftOf('{}');
    expect(draft.prizes).toEqual([expect.objectContaining({ kind: 'cash', count: '1' })]);
    expect(draft.maxTicketsPerPlayer).toBe('100');
  });

  it('writes the rules JSON the server takes, and reads it back', () => {
    const rules = {
      drawAt: '2026-12-01T12:00:00.000Z',
      perDeposit: { amount: '100.00', tickets: 1 },
      maxTicketsPerPlayer: 50,
      claimDays: 7,
      prizes: [
        { kind: 'cash', count: 1, amount: '1000.00' },
        { kind: 'bonus', count: 3, amount: '100.00', wageringMultiple: 5, expiresInDays: 7 },
        { kind: 'points', count: 10, points: 500 },
      ],
    };
    const json = raffleJsonOf(raffleDraftOf(JSON.stringify(rules)));
    expect(JSON.parse(json)).toEqual(rules);
  });

  it('keeps what is not a whole number as typed, so the server names the field', () => {
    const draft = raffleDraftOf('{}');
    const json = JSON.parse(raffleJsonOf({ ...draft, maxTicketsPerPlayer: 'ten' }));
    expect(json.maxTicketsPerPlayer).toBe('ten');
    expect(json.perDeposit).toBeUndefined();
  });
});
