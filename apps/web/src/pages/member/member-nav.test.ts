import { describe, expect, it } from 'vitest';
import { PATHS } from '../../app/paths';
import { MEMBER_HOME, MEMBER_NAV, memberNavFor, TRIAL_SHORTCUTS } from './member-nav';

describe('member menu', () => {
  it('lists each page once, the index apart, with the spec badges (rewardCenter, messageV2, missionLeaderboard)', () => {
    const paths = MEMBER_NAV.map((item) => item.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain(MEMBER_HOME.path);
    expect(MEMBER_HOME.path).toBe(PATHS.member);
    const badged = Object.fromEntries(
      MEMBER_NAV.filter((item) => item.badge).map((item) => [item.path, item.badge]),
    );
    expect(badged).toEqual({
      [PATHS.rewardCenter]: 'rewards',
      [PATHS.messageV2]: 'messages',
      [PATHS.missionLeaderboard]: 'missions',
      [PATHS.feedback]: 'feedback',
    });
  });

  it('offers the referral page only while the referral promotion is on, and the points mall always', () => {
    expect(memberNavFor({ referral: false }).map((item) => item.path)).not.toContain(PATHS.invite);
    expect(memberNavFor({ referral: true }).map((item) => item.path)).toContain(PATHS.invite);
    for (const referral of [true, false])
      expect(memberNavFor({ referral }).map((item) => item.path)).toContain(PATHS.pointMall);
  });

  it('gives a trial account no member page, only pages open to anyone', () => {
    const memberPages = new Set(
      MEMBER_NAV.filter((item) => item.path !== PATHS.pointMall).map((i) => i.path),
    );
    for (const item of TRIAL_SHORTCUTS) {
      expect(memberPages.has(item.path), item.path).toBe(false);
      expect(item.path.startsWith('/member'), item.path).toBe(false);
    }
  });
});
