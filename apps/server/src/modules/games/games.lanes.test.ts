import { describe, expect, it } from 'vitest';
import { escapeLike, laneTypeOf, prizeModeOf, scopesOfLane } from './games.lanes.js';

const lists = { esportVendors: ['IMES'], cockfightVendors: ['SV388'] };

describe('lanes', () => {
  it('moves listed sports vendors to the e-sports and cockfight lanes only', () => {
    expect(laneTypeOf('IMES', 'SPORTS', lists)).toBe('ESPORTS');
    expect(laneTypeOf('SV388', 'SPORTS', lists)).toBe('COCKFIGHT');
    expect(laneTypeOf('SBO', 'SPORTS', lists)).toBe('SPORTS');
    expect(laneTypeOf('IMES', 'RNG', lists)).toBe('RNG');
    expect(laneTypeOf('X', 'CHESS', lists)).toBeUndefined();
  });

  it('builds the stored rows of a lane', () => {
    expect(scopesOfLane('SPORTS', lists)).toEqual([{ gameType: 'SPORTS', vendorsNotIn: ['IMES', 'SV388'] }]);
    expect(scopesOfLane('ESPORTS', lists)).toEqual([
      { gameType: 'ESPORTS' },
      { gameType: 'SPORTS', vendorsIn: ['IMES'] },
    ]);
    expect(scopesOfLane('FISH', lists)).toEqual([{ gameType: 'FISH' }]);
  });

  it('picks prize mode ELOTT when a TCG_LOTTO_VN or LOTT vendor exists', () => {
    expect(prizeModeOf(['PG', 'LOTT'])).toBe('ELOTT');
    expect(prizeModeOf(['TCG_LOTTO_VN'])).toBe('ELOTT');
    expect(prizeModeOf(['PG', 'ELOTT_X'])).toBe('LOTT');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike("O'Brien")).toBe("O'Brien");
  });
});
