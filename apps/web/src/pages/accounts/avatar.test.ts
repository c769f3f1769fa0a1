import { existsSync, readFileSync } from 'node:fs';
import { MEMBER_ICON_COUNT } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { AVATAR_COUNT, avatarSrc } from './avatar';

const publicDir = new URL('../../../public', import.meta.url);

describe('avatarSrc', () => {
  it('has a picture for every avatar the server offers', () => {
    expect(AVATAR_COUNT).toBe(MEMBER_ICON_COUNT);
    for (let icon = 1; icon <= MEMBER_ICON_COUNT; icon++) {
      const src = avatarSrc(icon);
      expect(src).toBe(`/avatars/${icon}.svg`);
      const file = new URL(`.${src}`, `${publicDir.href}/`);
      expect(existsSync(file), src).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    }
  });

  it.each([0, 13, -1, 2.5, Number.NaN])('shows the first picture for %s', (icon) => {
    expect(avatarSrc(icon)).toBe('/avatars/1.svg');
  });
});
