import { createHash } from 'node:crypto';
import { GAME_TYPES } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import { gameArtSvg, typeArtSvg } from './games.artwork.js';
import { vendorLogoSvg } from './games.artwork.vendors.js';
import * as repo from './games.catalogue.repo.js';

/** A vendor code as it appears in a picture's path (lower case in URLs, any case accepted). */
const VENDOR_SLUG = /^[A-Za-z0-9_-]{1,32}$/;
/** Catalogue game codes: letters, digits, '_' and '-' (the studio's rule too). */
const GAME_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export type Picture = { svg: string; etag: string };

function picture(svg: string): Picture {
  return { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"` };
}

/** `name.svg` → `name` when it passes `pattern`; NOT_FOUND otherwise, like any missing file. */
function stemOf(file: string, pattern: RegExp): string {
  const stem = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
  if (!pattern.test(stem)) throw new AppError('NOT_FOUND');
  return stem;
}

/** The catalogue's pictures, drawn on request (decision 0044). */
export function createArtworkService(ctx: AppContext) {
  const db = ctx.database.db;

  /** /game-icons/<vendor>/<gameCode>.svg: the game's own artwork; unknown games are NOT_FOUND. */
  async function gamePicture(vendorSlug: string, file: string): Promise<Picture> {
    if (!VENDOR_SLUG.test(vendorSlug)) throw new AppError('NOT_FOUND');
    const found = await repo.artworkGame(db, vendorSlug.toUpperCase(), stemOf(file, GAME_CODE));
    if (!found) throw new AppError('NOT_FOUND');
    return picture(gameArtSvg(found));
  }

  /** /game-icons/vendors/<code>.svg: a catalogue vendor's mark; unknown vendors are NOT_FOUND. */
  async function vendorLogo(file: string): Promise<Picture> {
    const code = stemOf(file, VENDOR_SLUG).toUpperCase();
    const vendor = (await repo.vendors(db)).find((v) => v.vassalage.toUpperCase() === code);
    if (!vendor) throw new AppError('NOT_FOUND');
    return picture(vendorLogoSvg(vendor.vassalage, vendor.displayName));
  }

  /** /game-icons/<type>.svg: a game type's picture, for catalogue rows that point at one. */
  function typePicture(file: string): Picture {
    const type = stemOf(file, /^[a-z]{3,9}$/).toUpperCase();
    if (!(GAME_TYPES as readonly string[]).includes(type)) throw new AppError('NOT_FOUND');
    return picture(typeArtSvg(type));
  }

  return { gamePicture, vendorLogo, typePicture };
}

export type ArtworkService = ReturnType<typeof createArtworkService>;
