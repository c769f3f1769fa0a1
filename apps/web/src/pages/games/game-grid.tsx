import type { GameListItem } from '@khela/contract';
import { useMemo } from 'react';
import { useGameMenus } from '../../api/games';
import { GameCard } from './game-card';
import { useFavourites } from './use-favourites';
import { useLaunchGame } from './use-launch-game';

/** Vendor code → display name, from the game menus (already loaded by the header's navigation). */
export function useVendorNames(): (code: string) => string {
  const menus = useGameMenus();
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const menu of menus.data?.menus ?? []) {
      for (const vendor of menu.vendors) map.set(vendor.vassalage, vendor.displayName);
    }
    return map;
  }, [menus.data]);
  return (code) => names.get(code) ?? code;
}

type Props = { games: readonly GameListItem[]; className?: string; label?: string };

/** A grid of game cards, each launching its game and carrying its favourite heart. */
export function GameGrid({ games, className = '', label }: Props) {
  const vendorName = useVendorNames();
  const favourites = useFavourites();
  const { launch, launching } = useLaunchGame();
  return (
    <ul className={`game-grid ${className}`} aria-label={label}>
      {games.map((game) => (
        <li key={`${game.nodeId}-${game.gameType}`}>
          <GameCard
            game={game}
            vendorName={vendorName(game.vassalage)}
            favourite={favourites.isFavourite(game.nodeId)}
            launching={launching === game.nodeId}
            onLaunch={(item) => void launch(item)}
            onToggleFavourite={favourites.toggle}
          />
        </li>
      ))}
    </ul>
  );
}
