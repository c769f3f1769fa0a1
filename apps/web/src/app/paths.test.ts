import { describe, expect, it } from 'vitest';
import {
  HOME_PATHS,
  isGamePage,
  LOTTERY_ALIAS_PATHS,
  LOTTERY_PATHS,
  PATHS,
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

describe('lottery pages', () => {
  it('are the spec three, and /lottert (a game page) is the /lottery page under another address', () => {
    expect(LOTTERY_PATHS).toEqual(['/lottery', '/seaLottery', '/vnLottery']);
    expect(LOTTERY_ALIAS_PATHS).toEqual(['/lottert']);
    for (const path of [...LOTTERY_PATHS, ...LOTTERY_ALIAS_PATHS]) expect(isGamePage(path), path).toBe(true);
  });
});

describe('member centre and help addresses', () => {
  it('has the member index and the second help centre as pages of their own', () => {
    expect(PATHS.member).toBe('/member');
    expect(PATHS.helpmc).toBe('/helpmc');
    expect(routeNameOf('/Member/')).toBe('/member');
    expect(isGamePage(PATHS.member)).toBe(false);
    expect(isGamePage(PATHS.helpmc)).toBe(false);
  });
});
