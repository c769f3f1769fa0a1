import type { GameType } from '@khela/contract';
import { useState } from 'react';
import { Icon, type IconName } from '../../components/icons/icon';

const TYPE_ICONS: Record<GameType, IconName> = {
  ELOTT: 'lottery',
  LOTT: 'lottery',
  LIVE: 'live',
  SPORTS: 'sports',
  FISH: 'fish',
  RNG: 'slots',
  PVP: 'cards',
  ESPORTS: 'esports',
  COCKFIGHT: 'sports',
};

export function typeIcon(gameType: GameType): IconName {
  return TYPE_ICONS[gameType];
}

/** Eight colour pairs for the default art; a game keeps its own by its id. */
const PALETTES = 8;

export function paletteOf(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % PALETTES;
}

/** The first letter of the first two words (any script), for the default art. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
}

type Props = { src: string | null; seed: string; name: string; gameType: GameType; className?: string };

/**
 * A game's or vendor's picture with the default in its place: the default art
 * is always drawn underneath, and the image covers it only once it has loaded, so a missing or
 * broken icon never shows as a broken image.
 */
export function GameArt({ src, seed, name, gameType, className = '' }: Props) {
  const [state, setState] = useState<{ src: string | null; status: 'loading' | 'loaded' | 'failed' }>({
    src,
    status: 'loading',
  });
  // A new source (another page of the grid reuses the element) starts loading again.
  const status = state.src === src ? state.status : 'loading';
  if (state.src !== src) setState({ src, status: 'loading' });
  return (
    <span className={`game-art game-art--p${paletteOf(seed)} ${className}`} data-icon={status}>
      <span className="game-art__default" aria-hidden="true">
        <Icon name={typeIcon(gameType)} size={34} className="game-art__icon" />
        <span className="game-art__initials">{initialsOf(name)}</span>
      </span>
      {src && status !== 'failed' && (
        <img
          className={`game-art__img${status === 'loaded' ? ' game-art__img--loaded' : ''}`}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onLoad={(event) => {
            // An HTML page answered for an image path decodes to nothing: keep the default.
            const ok = event.currentTarget.naturalWidth > 0;
            setState({ src, status: ok ? 'loaded' : 'failed' });
          }}
          onError={() => setState({ src, status: 'failed' })}
        />
      )}
    </span>
  );
}
