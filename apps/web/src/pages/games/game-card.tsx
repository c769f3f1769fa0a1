import type { GameListItem } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons/icon';
import { GameArt } from './game-art';
import { HeartIcon } from './heart-icon';
import { hasPlayNow } from './launch-rules';

type Props = {
  game: GameListItem;
  vendorName: string;
  favourite: boolean;
  launching: boolean;
  onLaunch: (game: GameListItem) => void;
  onToggleFavourite: (game: GameListItem) => void;
};

/**
 * Game list item: icon, name, vendor, hot/new chips and the favourite heart. The card starts its
 * game; a card of any type but RNG also carries a play-now button (spec "Home and lobby").
 */
export function GameCard({ game, vendorName, favourite, launching, onLaunch, onToggleFavourite }: Props) {
  const { t } = useTranslation();
  const name = game.gameName || game.nodeName;
  const playNow = hasPlayNow(game);
  return (
    <article
      className={`game-card${game.maintenance ? ' game-card--maintenance' : ''}`}
      data-play-now={playNow}
      data-game={game.nodeId}
      data-game-code={game.gameCode}
    >
      <button
        type="button"
        className="game-card__launch"
        onClick={() => onLaunch(game)}
        aria-busy={launching}
      >
        <span className="game-card__media">
          <GameArt
            src={game.showIcon ?? game.iconUrl}
            seed={game.gameCode}
            name={name}
            gameType={game.gameType}
          />
          <span className="game-card__chips">
            {game.isHot === 1 && <span className="chip chip--hot">{t('games_chip_hot')}</span>}
            {game.isNew === 1 && <span className="chip chip--new">{t('games_chip_new')}</span>}
            {game.supportPlay === 0 && <span className="chip chip--free">{t('games_chip_free')}</span>}
          </span>
          {game.maintenance && <span className="game-card__veil">{t('games_maintenance_short')}</span>}
          {launching && (
            <span className="game-card__veil game-card__veil--busy" aria-hidden="true">
              {t('games_launching')}
            </span>
          )}
        </span>
        <span className="game-card__name">{name}</span>
        <span className="game-card__vendor" translate="no">
          {vendorName}
        </span>
      </button>
      {playNow && (
        <button
          type="button"
          className="game-card__play-now"
          data-action="play-now"
          aria-label={t('games_play_now', { name })}
          aria-busy={launching}
          onClick={() => onLaunch(game)}
        >
          <Icon name="play" size={14} />
          {t('games_play')}
        </button>
      )}
      <button
        type="button"
        className={`game-card__fav${favourite ? ' game-card__fav--on' : ''}`}
        aria-pressed={favourite}
        aria-label={favourite ? t('games_fav_remove', { name }) : t('games_fav_add', { name })}
        data-action="favourite"
        onClick={() => onToggleFavourite(game)}
      >
        <HeartIcon />
      </button>
    </article>
  );
}
