import { ActivityRules } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { activityDraftOf, activityJsonOf } from './activity-fields';

describe('the activity rules fields', () => {
  it('start a new promotion from the defaults and write rules the contract accepts', () => {
    const draft = activityDraftOf('{}');
    expect(draft).toMatchObject({ reward: 'cash', amountMode: 'chosen', imagesRequired: true });
    const json = activityJsonOf({ ...draft, amount: ' 250.00 ' });
    expect(ActivityRules.parse(JSON.parse(json))).toEqual({
      reward: 'cash',
      amountMode: 'chosen',
      amount: '250.00',
      wageringMultiple: 0,
      expiresInDays: 7,
      imagesRequired: true,
    });
  });

  it('keep a saved bonus activity as it was, and leave a wrong number for the server to name', () => {
    const saved = {
      reward: 'bonus',
      amountMode: 'fixed',
      amount: '20.00',
      wageringMultiple: 5,
      expiresInDays: 3,
      imagesRequired: false,
    };
    expect(JSON.parse(activityJsonOf(activityDraftOf(JSON.stringify(saved))))).toEqual(saved);
    const typo = JSON.parse(
      activityJsonOf({ ...activityDraftOf(JSON.stringify(saved)), wageringMultiple: '5x' }),
    );
    expect(ActivityRules.safeParse(typo).error?.issues[0]?.path).toEqual(['wageringMultiple']);
    expect(activityDraftOf('not json').reward).toBe('cash');
  });
});
