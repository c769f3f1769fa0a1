import { ReferralRules } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { referralDraftOf, referralJsonOf } from './referral-fields';

describe('the referral rules fields', () => {
  it('start from the defaults and write rules the contract accepts, without an empty invitee reward', () => {
    const draft = referralDraftOf('{}');
    expect(draft).toMatchObject({ payAs: 'cash', withinDays: '30', maxInvitees: '50', inviteeReward: '' });
    const json = referralJsonOf({
      ...draft,
      referrerReward: ' 50.00 ',
      minDeposits: '300',
      minValidBets: '500',
    });
    expect(ReferralRules.parse(JSON.parse(json))).toEqual({
      referrerReward: '50.00',
      minDeposits: '300',
      minValidBets: '500',
      withinDays: 30,
      payAs: 'cash',
      wageringMultiple: 0,
      expiresInDays: 30,
      maxInvitees: 50,
    });
  });

  it('keep saved bonus rules as they were, and leave a wrong number for the server to name', () => {
    const saved = {
      referrerReward: '80.00',
      inviteeReward: '20.00',
      minDeposits: '500.00',
      minValidBets: '1000.00',
      withinDays: 14,
      payAs: 'bonus',
      wageringMultiple: 3,
      expiresInDays: 10,
      maxInvitees: 5,
    };
    expect(JSON.parse(referralJsonOf(referralDraftOf(JSON.stringify(saved))))).toEqual(saved);
    const typo = JSON.parse(referralJsonOf({ ...referralDraftOf(JSON.stringify(saved)), withinDays: '1x' }));
    expect(typo.withinDays).toBe('1x');
    expect(ReferralRules.safeParse(typo).error?.issues[0]?.path).toEqual(['withinDays']);
  });
});
