import { type BoPromotionValue, GAME_TYPES } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { checkPromotion, draftOf, editorFields, emptyDraft, type PromotionDraft } from './promotion-draft';
import { contributionDrafts } from './promotion-numbers';
import { checkRules, type RulesDraft, ruleChanged } from './rules-draft';

const NOW = new Date('2026-12-01T10:00:00Z');

/** A first deposit bonus as an operator types it: 100 % up to 5000, from 500, 35× the bonus. */
function filled(): PromotionDraft {
  return {
    ...emptyDraft(NOW),
    status: 'published',
    titleEn: ' Welcome bonus ',
    titleBn: 'স্বাগতম বোনাস',
    bodyEn: 'Double your first deposit.',
    bodyBn: 'প্রথম ডিপোজিট দ্বিগুণ।',
    activeUntil: '2027-01-01T00:00',
    globalLimit: '500',
    sort: '3',
    rules: {
      percent: '100',
      cap: '5000.00',
      minDeposit: '500',
      wageringMultiple: '35',
      wageringBase: 'deposit_bonus',
      lockDeposit: true,
      maxStake: '',
      contributions: { ...contributionDrafts(), RNG: '100', LIVE: '10' },
      defaultContribution: '0',
      expiresInDays: '14',
    },
  };
}

describe('the editor form → BoPromotionRequest', () => {
  it('sends the typed promotion: trimmed texts, ISO times, limits, rules in basis points', () => {
    const draft = filled();
    const { request, problems } = checkPromotion(draft);
    expect(problems).toEqual({});
    expect(request).toEqual({
      kind: 'first_deposit',
      category: 'deposit',
      status: 'published',
      title: { en: 'Welcome bonus', bn: 'স্বাগতম বোনাস' },
      body: { en: 'Double your first deposit.', bn: 'প্রথম ডিপোজিট দ্বিগুণ।' },
      rules: {
        percentBp: 10_000,
        cap: '5000.00',
        minDeposit: '500',
        wageringMultiple: 35,
        wageringBase: 'deposit_bonus',
        lockDeposit: true,
        contributions: { RNG: 10_000, LIVE: 1000 },
        defaultContributionBp: 0,
        expiresInDays: 14,
      },
      visibleFrom: NOW.toISOString(),
      activeFrom: NOW.toISOString(),
      activeUntil: new Date('2027-01-01T00:00').toISOString(),
      perPlayerLimit: 1,
      globalLimit: 500,
      sort: 3,
    });
  });

  it('sends no end and no global limit when they are left empty, and the largest stake when typed', () => {
    const draft = filled();
    draft.activeUntil = '';
    draft.globalLimit = ' ';
    draft.rules.maxStake = '50';
    const { request } = checkPromotion(draft);
    expect(request?.activeUntil).toBeNull();
    expect(request?.globalLimit).toBeNull();
    expect(request?.rules.maxStake).toBe('50');
  });

  it('names every wrong field by the path the server uses, and sends nothing', () => {
    const draft = filled();
    Object.assign(draft, {
      titleEn: '',
      titleBn: 'x'.repeat(121),
      bodyEn: ' ',
      perPlayerLimit: '0',
      globalLimit: '0',
      sort: '10001',
    });
    draft.rules = {
      ...draft.rules,
      percent: '0',
      cap: '0',
      minDeposit: '1.234',
      wageringMultiple: '101',
      maxStake: 'abc',
      defaultContribution: '100.5',
      expiresInDays: '366',
      contributions: { ...draft.rules.contributions, LIVE: '200' },
    };
    const { request, problems } = checkPromotion(draft);
    expect(request).toBeNull();
    expect(Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, p.key]))).toEqual({
      'title.en': 'pr_required',
      'title.bn': 'pr_too_long',
      'body.en': 'pr_required',
      perPlayerLimit: 'pr_whole_invalid',
      globalLimit: 'pr_whole_invalid',
      sort: 'pr_whole_invalid',
      'rules.percentBp': 'pr_percent_invalid',
      'rules.cap': 'pr_amount_invalid',
      'rules.minDeposit': 'pr_amount_invalid',
      'rules.wageringMultiple': 'pr_whole_invalid',
      'rules.maxStake': 'pr_amount_invalid',
      'rules.contributions.LIVE': 'pr_percent_invalid',
      'rules.defaultContributionBp': 'pr_percent_invalid',
      'rules.expiresInDays': 'pr_whole_invalid',
    });
    expect(problems['title.bn']?.params).toEqual({ max: '120' });
    expect(problems['rules.wageringMultiple']?.params).toEqual({ min: '0', max: '100' });
  });

  it('holds the schedule to the server’s order: visible ≤ active from < active until', () => {
    const draft = filled();
    draft.visibleFrom = '2026-12-02T10:00';
    draft.activeFrom = '2026-12-01T10:00';
    draft.activeUntil = '2026-12-01T10:00';
    expect(checkPromotion(draft).problems).toEqual({
      visibleFrom: { key: 'pr_visible_after_active' },
      activeUntil: { key: 'pr_until_before_active' },
    });
    draft.visibleFrom = '';
    draft.activeFrom = 'later';
    expect(checkPromotion(draft).problems).toMatchObject({
      visibleFrom: { key: 'pr_required' },
      activeFrom: { key: 'pr_time_invalid' },
    });
  });

  it('lets only the paying kinds be published; other kinds send their JSON rules as a draft', () => {
    const draft: PromotionDraft = {
      ...filled(),
      // Rebate pays now (decision 0054); a red envelope promotion is still drafts only.
      kind: 'red_envelope',
      category: 'events',
      rulesJson: '{"rateBp": 50}',
    };
    expect(checkPromotion(draft).problems).toEqual({ status: { key: 'pr_publish_kind' } });
    draft.status = 'draft';
    expect(checkPromotion(draft).request?.rules).toEqual({ rateBp: 50 });
    draft.rulesJson = '[1]';
    expect(checkPromotion(draft).problems).toEqual({ rules: { key: 'pr_json_invalid' } });
  });

  it('reads a saved promotion back into the same request it came from', () => {
    const { request } = checkPromotion(filled());
    if (!request) throw new Error('the filled draft is valid');
    const saved: BoPromotionValue = {
      ...request,
      id: '7',
      issuedCount: 3,
      updatedAt: NOW.toISOString(),
      activeUntil: request.activeUntil,
    };
    const draft = draftOf(saved);
    expect(draft.rules.percent).toBe('100');
    expect(draft.rules.contributions.LIVE).toBe('10');
    expect(draft.rules.defaultContribution).toBe('0');
    expect(checkPromotion(draft).request).toEqual(request);
  });
});

describe('deposit rules for the preview', () => {
  it('are null until every rule is valid', () => {
    const rules: RulesDraft = filled().rules;
    expect(checkRules(rules).rules?.percentBp).toBe(10_000);
    expect(checkRules({ ...rules, cap: '' }).rules).toBeNull();
  });
});

describe('fields a refusal can stand beside', () => {
  it('are the deposit rules for deposit kinds, the JSON rules for the others', () => {
    const deposit = editorFields('first_deposit', GAME_TYPES);
    expect(deposit.has('rules.cap')).toBe(true);
    expect(deposit.has('rules.contributions.LIVE')).toBe(true);
    expect(deposit.has('rules')).toBe(false);
    const drafted = editorFields('raffle', GAME_TYPES);
    expect(drafted.has('rules')).toBe(true);
    expect(drafted.has('rules.cap')).toBe(false);
  });

  it('lose their error when the value under them changes', () => {
    const before = filled().rules;
    const after = { ...before, cap: '6000', contributions: { ...before.contributions, LIVE: '20' } };
    expect(ruleChanged('rules.cap', before, after)).toBe(true);
    expect(ruleChanged('rules.minDeposit', before, after)).toBe(false);
    expect(ruleChanged('rules.contributions.LIVE', before, after)).toBe(true);
    expect(ruleChanged('rules.contributions.RNG', before, after)).toBe(false);
  });
});
