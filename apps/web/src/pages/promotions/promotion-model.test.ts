import type { PromotionValue } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  badgeOf,
  bodyExpands,
  categoryTabsOf,
  depositFiguresOf,
  inCategory,
  type PromotionAction,
  paragraphsOf,
  percentText,
  promotionActionOf,
  SHORT_BODY_CHARS,
  shortMoney,
  targetOf,
} from './promotion-model';

const NOW = Date.parse('2026-11-21T06:00:00Z');
const GUEST = { isLogin: false, isTrial: false };
const TRIAL = { isLogin: true, isTrial: true };
const MEMBER = { isLogin: true, isTrial: false };

const RULES = {
  percentBp: 10_000,
  cap: '500.00',
  minDeposit: '100.00',
  wageringMultiple: 10,
  wageringBase: 'bonus',
  lockDeposit: true,
  contributions: {},
  defaultContributionBp: 10_000,
  expiresInDays: 7,
};

function promotion(over: Partial<PromotionValue> = {}): PromotionValue {
  return {
    id: '1',
    kind: 'first_deposit',
    category: 'deposit',
    title: 'First deposit bonus',
    body: 'Double your first deposit.',
    activeFrom: '2026-11-01T00:00:00.000Z',
    activeUntil: null,
    rules: RULES,
    status: null,
    bonusId: null,
    ...over,
  };
}

describe('promotionActionOf', () => {
  it('takes a member’s status from the server, whatever the dates say', () => {
    for (const status of ['join', 'joined', 'issued', 'close', 'coming_soon'] as const)
      expect(promotionActionOf(promotion({ status }), MEMBER, NOW)).toBe(status);
    // The server knows best: an issued bonus stays issued after the promotion ended.
    const ended = promotion({ status: 'issued', activeUntil: '2026-11-10T00:00:00Z' });
    expect(promotionActionOf(ended, MEMBER, NOW)).toBe('issued');
  });

  it('offers a guest the login, and a trial player the real-account warning, while it runs', () => {
    expect(promotionActionOf(promotion(), GUEST, NOW)).toBe('login');
    expect(promotionActionOf(promotion(), TRIAL, NOW)).toBe('trial');
  });

  it('tells a guest or trial player from the dates when it has not started or has ended', () => {
    const coming = promotion({ activeFrom: '2026-12-01T00:00:00Z' });
    const ended = promotion({ activeUntil: '2026-11-21T06:00:00Z' });
    for (const viewer of [GUEST, TRIAL]) {
      expect(promotionActionOf(coming, viewer, NOW)).toBe('coming_soon');
      expect(promotionActionOf(ended, viewer, NOW)).toBe('close');
    }
    // Until the last moment it is open.
    expect(promotionActionOf(promotion({ activeUntil: '2026-11-21T06:00:01Z' }), GUEST, NOW)).toBe('login');
  });

  it('lets a signed-in player without a status try to join (the server answers a trial account)', () => {
    expect(promotionActionOf(promotion(), MEMBER, NOW)).toBe('join');
  });
});

describe('badgeOf', () => {
  it('reads every action that may still join as open, the rest as themselves', () => {
    const badges = (
      ['login', 'trial', 'join', 'joined', 'issued', 'close', 'coming_soon'] as PromotionAction[]
    ).map(badgeOf);
    expect(badges).toEqual(['open', 'open', 'open', 'joined', 'issued', 'close', 'coming_soon']);
  });
});

describe('category tabs', () => {
  const list = [
    promotion({ id: '1', category: 'events' }),
    promotion({ id: '2', category: 'deposit' }),
    promotion({ id: '3', category: 'events' }),
  ];

  it('are All, then the categories present in the contract’s order', () => {
    expect(categoryTabsOf(list)).toEqual(['all', 'deposit', 'events']);
    expect(categoryTabsOf([])).toEqual(['all']);
  });

  it('filter the list, keeping its order', () => {
    expect(inCategory(list, 'all').map((p) => p.id)).toEqual(['1', '2', '3']);
    expect(inCategory(list, 'events').map((p) => p.id)).toEqual(['1', '3']);
    expect(inCategory(list, 'vip')).toEqual([]);
  });
});

describe('depositFiguresOf', () => {
  it('reads a deposit bonus’s rules', () => {
    expect(depositFiguresOf(promotion())).toEqual({
      percentBp: 10_000,
      cap: '500.00',
      minDeposit: '100.00',
      wageringMultiple: 10,
      wageringBase: 'bonus',
      lockDeposit: true,
      maxStake: null,
      expiresInDays: 7,
    });
    const reload = promotion({ kind: 'reload', rules: { ...RULES, maxStake: '50.00' } });
    expect(depositFiguresOf(reload)?.maxStake).toBe('50.00');
  });

  it('has none for other kinds or rules of another shape', () => {
    expect(depositFiguresOf(promotion({ kind: 'raffle', rules: {} }))).toBeNull();
    for (const broken of [
      { ...RULES, cap: 'lots' },
      { ...RULES, percentBp: 12.5 },
      { ...RULES, wageringBase: 'cash' },
      { ...RULES, lockDeposit: 'yes' },
      { ...RULES, maxStake: -5 },
      { ...RULES, minDeposit: undefined },
    ])
      expect(depositFiguresOf(promotion({ rules: broken })), JSON.stringify(broken)).toBeNull();
  });
});

describe('figures for people', () => {
  it('writes basis points as a percentage in the language’s digits', () => {
    expect(percentText(10_000, 'en')).toBe('100%');
    expect(percentText(1250, 'en')).toBe('12.5%');
    expect(percentText(5, 'en')).toBe('0.05%');
    expect(percentText(10_000, 'bn')).toBe('১০০%');
  });

  it('drops a whole amount’s zero fraction and keeps any other', () => {
    expect(shortMoney('500.00', 'BDT', 'en')).toBe('৳500');
    expect(shortMoney('500', 'BDT', 'en')).toBe('৳500');
    expect(shortMoney('12500.00', 'BDT', 'en')).toBe('৳12,500');
    expect(shortMoney('99.50', 'BDT', 'en')).toBe('৳99.50');
    expect(shortMoney('500.00', 'BDT', 'bn')).toMatch(/^৫০০\s?৳$/);
    // Exact beyond a float's digits.
    expect(shortMoney('12345678901234567.00', 'BDT', 'en')).toBe('৳12,345,678,901,234,567');
  });
});

describe('the body', () => {
  it('splits into paragraphs at blank lines, whatever the line ends', () => {
    expect(paragraphsOf('One.\n\nTwo\nstill two.\r\n\r\nThree.\n \n')).toEqual([
      'One.',
      'Two\nstill two.',
      'Three.',
    ]);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
  });

  it('expands when there is more than one short paragraph', () => {
    expect(bodyExpands(['Short.'])).toBe(false);
    expect(bodyExpands([])).toBe(false);
    expect(bodyExpands(['One.', 'Two.'])).toBe(true);
    expect(bodyExpands(['x'.repeat(SHORT_BODY_CHARS + 1)])).toBe(true);
  });
});

describe('targetOf', () => {
  const list = [promotion({ id: '7' }), promotion({ id: '12' })];

  it('names the promotion the hash names, when listed', () => {
    expect(targetOf('#12', list)).toBe('12');
    expect(targetOf('#%37', list)).toBe('7');
    expect(targetOf('#99', list)).toBeNull();
    expect(targetOf('', list)).toBeNull();
    expect(targetOf('#promo-1', list)).toBeNull();
    expect(targetOf('#%E0%A4', list)).toBeNull();
  });
});
