import { describe, expect, it } from 'vitest';
import {
  HOME_PATHS,
  isGamePage,
  LOTTERY_PATHS,
  MEMBER_UPCOMING_PATHS,
  PATHS,
  PUBLIC_UPCOMING_PATHS,
  routeNameOf,
  scrollTargetAfter,
} from './paths';

describe('routeNameOf', () => {
  it('treats every home alias as the same main view', () => {
    for (const path of HOME_PATHS) expect(routeNameOf(path), path).toBe('home');
    expect(routeNameOf('/Login/')).toBe('home');
  });

  it('names other routes by their path', () => {
    expect(routeNameOf('/promotions')).toBe('/promotions');
    expect(routeNameOf('/help/')).toBe('/help');
  });
});

describe('scrollTargetAfter', () => {
  it('scrolls to the hash when there is one', () => {
    expect(scrollTargetAfter('/', { pathname: '/help', hash: '#term' })).toEqual({
      kind: 'hash',
      id: 'term',
    });
    expect(scrollTargetAfter('/help', { pathname: '/help', hash: '#term' })).toEqual({
      kind: 'hash',
      id: 'term',
    });
  });

  it('decodes an encoded hash', () => {
    expect(scrollTargetAfter(null, { pathname: '/promotions', hash: '#promo%201' })).toEqual({
      kind: 'hash',
      id: 'promo 1',
    });
  });

  it('scrolls to the top when the route changed', () => {
    expect(scrollTargetAfter('/', { pathname: '/promotions', hash: '' })).toEqual({ kind: 'top' });
    expect(scrollTargetAfter(null, { pathname: '/', hash: '' })).toEqual({ kind: 'top' });
  });

  it('stays put between views the spec treats as the same', () => {
    expect(scrollTargetAfter('/', { pathname: '/login', hash: '' })).toEqual({ kind: 'none' });
    expect(scrollTargetAfter('/register', { pathname: '/index', hash: '' })).toEqual({ kind: 'none' });
  });
});

describe('isGamePage', () => {
  it('knows the spec game pages, in any letter case', () => {
    for (const path of ['/seamless', '/lottert', '/lottery', '/vnLottery', '/seaLottery', '/vnlottery/'])
      expect(isGamePage(path), path).toBe(true);
    expect(isGamePage('/promotions')).toBe(false);
    expect(isGamePage('/lott')).toBe(false);
  });
});

describe('opening-soon lists', () => {
  it('no longer hold the agent centre, which has pages of its own', () => {
    for (const path of [PATHS.agent, PATHS.agentHome]) {
      expect(PUBLIC_UPCOMING_PATHS, path).not.toContain(path);
      expect(MEMBER_UPCOMING_PATHS, path).not.toContain(path);
    }
  });
});

describe('lottery pages', () => {
  it('are pages of their own (issue 20), no longer opening soon', () => {
    for (const path of LOTTERY_PATHS) {
      expect(MEMBER_UPCOMING_PATHS, path).not.toContain(path);
      expect(PUBLIC_UPCOMING_PATHS, path).not.toContain(path);
    }
    expect(LOTTERY_PATHS).toEqual(['/lottery', '/seaLottery', '/vnLottery']);
  });
});

describe('promotions', () => {
  it('is a page of its own, no longer opening soon; nor is the points mall (decision 0062)', () => {
    expect(PUBLIC_UPCOMING_PATHS).not.toContain(PATHS.promotions);
    expect(PUBLIC_UPCOMING_PATHS).not.toContain(PATHS.pointMall);
  });
});
