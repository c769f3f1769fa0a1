import { describe, expect, it } from 'vitest';
import { isTabActive, LEFT_BAR_TABS } from './left-bar-tabs';

const active = (pathname: string) =>
  LEFT_BAR_TABS.filter((tab) => isTabActive(tab, pathname)).map((tab) => tab.name);

describe('left bar tabs', () => {
  it('are HOME, SPORTS, CENTER, PROMO in the spec order; only CENTER needs an account', () => {
    expect(LEFT_BAR_TABS.map((tab) => tab.name)).toEqual(['HOME', 'SPORTS', 'CENTER', 'PROMO']);
    expect(LEFT_BAR_TABS.filter((tab) => tab.member).map((tab) => tab.name)).toEqual(['CENTER']);
  });

  it('mark HOME on every alias of the home view', () => {
    for (const path of ['/', '/index', '/index.html', '/home', '/login', '/register']) {
      expect(active(path), path).toEqual(['HOME']);
    }
  });

  it('mark one tab on its route, whatever the case or a trailing slash', () => {
    expect(active('/sports')).toEqual(['SPORTS']);
    expect(active('/Sports/')).toEqual(['SPORTS']);
    expect(active('/member/securityCenter')).toEqual(['CENTER']);
    expect(active('/promotions')).toEqual(['PROMO']);
  });

  it('mark nothing elsewhere, and no prefix lookalikes', () => {
    expect(active('/rng')).toEqual([]);
    expect(active('/esports')).toEqual([]);
    expect(active('/sportsbook')).toEqual([]);
    expect(active('/member/depositv2')).toEqual([]);
  });
});
