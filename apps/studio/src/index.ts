/**
 * Khela's own game studio: a game vendor like any other (ARCHITECTURE "Games and vendors").
 * It will host playable games and pay through the platform's seamless-wallet API over HTTP;
 * for now it declares who it is to the catalogue.
 */
export const STUDIO_VENDOR = {
  /** The vendor code the catalogue and the seamless-wallet API know the studio by (vassalage). */
  vassalage: 'KHELA',
  displayName: 'Khela Studio',
  /** Game types the studio will offer (spec section 2 game navigation). */
  gameTypes: ['RNG', 'FISH', 'PVP', 'LIVE', 'ELOTT', 'SPORTS'],
} as const;

export type StudioVendor = typeof STUDIO_VENDOR;

/** The studio's launch path for a game code, served by the studio (mounted or standalone). */
export function studioLaunchPath(gameCode: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(gameCode)) throw new Error(`invalid game code: ${gameCode}`);
  return `/studio/games/${gameCode}`;
}
