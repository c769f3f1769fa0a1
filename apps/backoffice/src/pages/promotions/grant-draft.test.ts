import { describe, expect, it } from 'vitest';
import { checkGrant, emptyGrant, type GrantDraft, newRequestId, requestIdFor } from './grant-draft';

const typed = (changes: Partial<GrantDraft>): GrantDraft => ({
  ...emptyGrant(),
  amount: '100',
  wageringMultiple: '2',
  reason: 'goodwill after an outage',
  ...changes,
});

describe('the manual grant form → BoGrantBonusRequest', () => {
  it('sends the typed grant, optional fields only when typed', () => {
    expect(checkGrant('demo', typed({}))).toEqual({
      body: {
        username: 'demo',
        amount: '100',
        wageringMultiple: 2,
        wageringBase: 'bonus',
        lockDeposit: false,
        contributions: {},
        defaultContributionBp: 10_000,
        expiresInDays: 7,
        reason: 'goodwill after an outage',
      },
      problems: {},
    });
    const full = checkGrant(
      'demo',
      typed({
        wageringBase: 'deposit_bonus',
        deposit: '300.00',
        lockDeposit: true,
        maxStake: '25',
        contributions: { ...emptyGrant().contributions, LIVE: '10' },
        defaultContribution: '50',
        reason: '  fix  ',
      }),
    ).body;
    expect(full).toMatchObject({
      deposit: '300.00',
      lockDeposit: true,
      maxStake: '25',
      contributions: { LIVE: 1000 },
      defaultContributionBp: 5000,
      reason: 'fix',
    });
  });

  it('asks for the deposit when the base or the lock needs it (the service refuses otherwise)', () => {
    expect(checkGrant('demo', typed({ lockDeposit: true })).problems).toEqual({
      deposit: { key: 'pr_deposit_needed' },
    });
    expect(checkGrant('demo', typed({ wageringBase: 'deposit_bonus' })).problems.deposit?.key).toBe(
      'pr_deposit_needed',
    );
  });

  it('names each wrong field as the server does, and sends nothing', () => {
    const { body, problems } = checkGrant(
      'demo',
      typed({
        amount: '0',
        wageringMultiple: '101',
        deposit: 'x',
        maxStake: '1.001',
        expiresInDays: '0',
        defaultContribution: '',
        reason: 'x',
        contributions: { ...emptyGrant().contributions, RNG: '150' },
      }),
    );
    expect(body).toBeNull();
    expect(Object.keys(problems).sort()).toEqual(
      [
        'amount',
        'wageringMultiple',
        'deposit',
        'maxStake',
        'expiresInDays',
        'defaultContributionBp',
        'reason',
        'contributions.RNG',
      ].sort(),
    );
    expect(checkGrant('demo', typed({ reason: 'y'.repeat(201) })).problems.reason).toEqual({
      key: 'pr_reason_invalid',
    });
  });
});

describe('the request id of a grant', () => {
  const body = checkGrant('demo', typed({})).body;
  if (!body) throw new Error('the typed grant is valid');
  let counter = 0;
  const fresh = () => `id-${++counter}`;

  it('is fresh for each new grant', () => {
    const first = requestIdFor(null, body, fresh);
    const other = requestIdFor(first, { ...body, amount: '200' }, fresh);
    expect(first.requestId).not.toBe(other.requestId);
    expect(requestIdFor(null, body, fresh).requestId).not.toBe(first.requestId);
  });

  it('is the same again for a retry of the same unanswered grant', () => {
    const first = requestIdFor(null, body, fresh);
    expect(requestIdFor(first, { ...body }, fresh)).toBe(first);
  });

  it('fits the server’s RequestId pattern', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
