import { OPERATOR_ROLES, roleHolds } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { pagesFor } from '../../navigation';
import { formatPercent, rulesSummary, sourceName } from './promotion-labels';

describe('the Promotions menu entry', () => {
  it('shows to the roles holding promotions.view, and to no other', () => {
    for (const role of OPERATOR_ROLES) {
      const shown = pagesFor(role).some((page) => page.id === 'promotions');
      expect(shown, role).toBe(roleHolds(role, 'promotions.view'));
    }
    for (const role of ['owner', 'admin', 'finance', 'risk', 'content'] as const)
      expect(
        pagesFor(role).some((page) => page.id === 'promotions'),
        role,
      ).toBe(true);
    expect(pagesFor('support').some((page) => page.id === 'promotions')).toBe(false);
  });

  it('leaves every role landing on the page it landed on before', () => {
    for (const role of OPERATOR_ROLES) expect(pagesFor(role)[0]?.id, role).not.toBe('promotions');
    expect(pagesFor('content')[0]?.id).toBe('content');
  });
});

describe('promotion words', () => {
  const t = (key: string) =>
    key === 'pr_summary' ? '{percent} ≤ {cap} ≥ {min} {multiple}× {base}' : `<${key}>`;

  it('sums a deposit bonus up in one line, and other kinds not at all', () => {
    const rules = {
      percentBp: 10_000,
      cap: '5000.00',
      minDeposit: '500.00',
      wageringMultiple: 35,
      wageringBase: 'bonus',
    };
    expect(rulesSummary({ kind: 'first_deposit', rules }, t, 'en')).toBe(
      '100% ≤ 5,000.00 ≥ 500.00 35× <pr_base_bonus>',
    );
    expect(rulesSummary({ kind: 'raffle', rules: {} }, t, 'en')).toBe('');
  });

  it('names bonus sources, and shows a source it does not know as it came', () => {
    expect(sourceName('manual', t)).toBe('<pr_source_manual>');
    expect(sourceName('reload', t)).toBe('<pr_kind_reload>');
    expect(sourceName('jackpot', t)).toBe('jackpot');
    expect(formatPercent(1250, 'en')).toBe('12.5%');
    expect(formatPercent(10_000, 'bn')).toBe('১০০%');
  });
});
