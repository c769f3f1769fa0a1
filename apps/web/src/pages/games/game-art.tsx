import type { GameType } from '@khela/contract';
import { Icon } from '../../components/icons/icon';
import { useLazyImage } from '../../components/lazy-image';
import { typeIcon } from './game-routes';

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
 * A game's or vendor's picture with the default in its place: the default art is always drawn
 * underneath, and the image covers it only once it has loaded, so a missing or broken icon never
 * shows as a broken image. The image loads once a tenth of the art is in view and is tried once
 * more when it fails (useLazyImage); `data-icon` tells waiting, loading, loaded or failed.
 */
export function GameArt({ src, seed, name, gameType, className = '' }: Props) {
  const image = useLazyImage(src);
  return (
    <span
      ref={image.ref}
      className={`game-art game-art--p${paletteOf(seed)} ${className}`}
      data-icon={image.status}
    >
      <span className="game-art__default" aria-hidden="true">
        <Icon name={typeIcon(gameType)} size={34} className="game-art__icon" />
        <span className="game-art__initials">{initialsOf(name)}</span>
      </span>
      {image.url && (
        <img
          className={`game-art__img${image.status === 'loaded' ? ' game-art__img--loaded' : ''}`}
          src={image.url}
          alt=""
          decoding="async"
          onLoad={image.onLoad}
          onError={image.onError}
        />
      )}
    </span>
  );
}
