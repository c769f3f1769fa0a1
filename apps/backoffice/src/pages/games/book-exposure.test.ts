import { OPERATOR_ROLES, roleHolds } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../../messages';
import { pagesFor } from '../../navigation';
import { betStatusLabel } from '../players/bet-status';
import { byLiability, compareAmounts, eventKey, labelOf, nameIn } from './book-exposure';
import { GAMES_SUB_PAGES, gamesSubPageOf } from './games-sub-nav';

const t = (key: string) => `<${key}>`;

describe('the sportsbook exposure table', () => {
  it('orders events by liability as integers, never as floats or text', () => {
    const rows = [
      { id: 'a', liability: '9.99' },
      { id: 'b', liability: '10.00' },
      { id: 'c', liability: '-250.00' },
      { id: 'd', liability: '1000000.01' },
      { id: 'e', liability: '0.00' },
    ];
    expect(byLiability(rows).map((row) => row.id)).toEqual(['d', 'b', 'a', 'e', 'c']);
    // 0.1 + 0.2 as floats is not 0.3; as amounts it is exactly 0.30.
    expect(compareAmounts('0.30', '0.3')).toBe(0);
    expect(compareAmounts('90071992547409930.01', '90071992547409930.00')).toBe(1);
    expect(compareAmounts('-0.01', '0.00')).toBe(-1);
    expect(compareAmounts('garbage', '0.00')).toBe(0);
  });

  it('labels sports and statuses, showing a code it does not know as it came', () => {
    expect(labelOf('cricket', 'sport', t)).toBe('<bx_sport_cricket>');
    expect(labelOf('live', 'status', t)).toBe('<bx_status_live>');
    expect(labelOf('unknown', 'status', t)).toBe('<bx_status_unknown>');
    expect(labelOf('curling', 'sport', t)).toBe('curling');
  });

  it('names an event in the console’s language, in English when the Bengali is missing', () => {
    const names = { en: 'Dhaka v Sylhet', bn: 'ঢাকা বনাম সিলেট' };
    expect(nameIn(names, 'bn')).toBe('ঢাকা বনাম সিলেট');
    expect(nameIn(names, 'en')).toBe('Dhaka v Sylhet');
    expect(nameIn({ en: 'F1', bn: '' }, 'bn')).toBe('F1');
  });

  it('keys a row per event and currency', () => {
    expect(eventKey({ fixtureId: 'F1', currency: 'BDT' })).not.toBe(
      eventKey({ fixtureId: 'F1', currency: 'INR' }),
    );
  });
});

describe('the games page’s sub-pages', () => {
  it('opens the exposure at /backoffice/games/exposure and the catalogue for anything else', () => {
    expect(gamesSubPageOf('exposure')).toBe('exposure');
    expect(gamesSubPageOf('')).toBe('catalogue');
    expect(gamesSubPageOf('catalogue')).toBe('catalogue');
    expect(gamesSubPageOf('nope')).toBe('catalogue');
    expect(GAMES_SUB_PAGES.map((page) => page.path)).toEqual(['games', 'games/exposure']);
  });

  it('shows to the roles holding games.manage (the server route’s permission), and to no other', () => {
    for (const role of OPERATOR_ROLES) {
      expect(
        pagesFor(role).some((page) => page.id === 'games'),
        role,
      ).toBe(roleHolds(role, 'games.manage'));
    }
  });
});

describe('bet record statuses in the player detail', () => {
  it('says a rolled-back round is a void with its stake refunded, and shows a status it does not know as it came', () => {
    expect(betStatusLabel('rolled_back', (key) => en[key])).toBe('Void, stake refunded');
    expect(betStatusLabel('settled', t)).toBe('<pl_bet_status_settled>');
    expect(betStatusLabel('open', t)).toBe('<pl_bet_status_open>');
    expect(betStatusLabel('pending_review', t)).toBe('pending_review');
  });
});
