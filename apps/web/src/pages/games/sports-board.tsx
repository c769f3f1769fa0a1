import type { GameType } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BoardFixture, type BookCategory, type BookNames, useBookBoard } from '../../api/book-board';
import { useGameList } from '../../api/games';
import { useFormat } from '../../i18n/use-format';
import { useSiteLanguage } from '../../stores/language';
import { gameForSport } from './sports-board-rules';
import { useLaunchGame } from './use-launch-game';

/** The book each lane's games open (the studio's categories). */
const CATEGORY_OF_LANE: Partial<Record<GameType, BookCategory>> = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
};

type Tab = 'live' | 'upcoming';

/**
 * The sportsbook in place on a game centre (/sports, /esports, the cockfight lane): what is live
 * now and what starts next, with each event's headline odds, straight from the book. Tapping an
 * event opens the book on that match (login first, as every game). Nothing is shown when the
 * book has nothing to show or does not answer: the vendors below remain the way in.
 */
export function SportsBoard({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useSiteLanguage();
  const category = CATEGORY_OF_LANE[gameType];
  const board = useBookBoard(category);
  const games = useGameList({ gameType, pageNo: 1, pageSize: 100 }, { enabled: category !== undefined });
  const { launch, launching } = useLaunchGame();
  const [chosen, setChosen] = useState<Tab | null>(null);
  if (!category || !board.data) return null;
  const { live, upcoming } = board.data;
  if (live.length + upcoming.length === 0) return null;
  const tab: Tab = chosen ?? (live.length > 0 ? 'live' : 'upcoming');
  const fixtures = tab === 'live' ? live : upcoming;
  const name = (names: BookNames) => (language === 'bn' ? names.bn : names.en);
  // Decimal odds always with two places, as every book prints them (2.10, not 2.1).
  const odds = (milli: number) =>
    format.number(milli / 1000, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const open = (fixture: BoardFixture) => {
    const game = gameForSport(games.data?.games ?? [], fixture.sport);
    if (!game) return;
    void launch(game, { hash: category === 'cockfight' ? '' : `#/match/${encodeURIComponent(fixture.id)}` });
  };

  return (
    <section className="sports-board" aria-labelledby="sports-board-title" data-board={category}>
      <div className="sports-board__head">
        <h2 id="sports-board-title" className="sports-board__title">
          {t('book_board_title')}
        </h2>
        <div className="sports-board__tabs" role="tablist">
          {(['live', 'upcoming'] as const).map((each) => (
            <button
              key={each}
              type="button"
              role="tab"
              aria-selected={tab === each}
              className={`lobby-lane sports-board__tab${tab === each ? ' lobby-lane--on' : ''}`}
              onClick={() => setChosen(each)}
            >
              {t(each === 'live' ? 'book_board_live' : 'book_board_upcoming')}
              <span className="sports-board__count">
                {format.number((each === 'live' ? live : upcoming).length)}
              </span>
            </button>
          ))}
        </div>
      </div>
      {fixtures.length === 0 ? (
        <p className="sports-board__empty">{t('book_board_none_live')}</p>
      ) : (
        <ul className="sports-board__list">
          {fixtures.map((fixture) => (
            <li key={fixture.id}>
              <button
                type="button"
                className="board-event"
                data-fixture={fixture.id}
                aria-busy={launching !== null}
                onClick={() => open(fixture)}
              >
                <span className="board-event__meta">
                  {fixture.status === 'live' ? (
                    <span className="board-event__live">{t('book_board_live_chip')}</span>
                  ) : (
                    <time dateTime={new Date(fixture.startsAt).toISOString()}>
                      {format.dateTime(fixture.startsAt)}
                    </time>
                  )}
                  <span className="board-event__league">{name(fixture.league)}</span>
                </span>
                <span className="board-event__teams">
                  <span className="board-event__team">{name(fixture.home)}</span>
                  {fixture.status === 'live' && (
                    <span className="board-event__score">
                      {format.digitsIn(fixture.score.home)} – {format.digitsIn(fixture.score.away)}
                    </span>
                  )}
                  <span className="board-event__team">{name(fixture.away)}</span>
                </span>
                {fixture.status === 'live' && name(fixture.score.clock) && (
                  <span className="board-event__clock">{name(fixture.score.clock)}</span>
                )}
                {fixture.main && (
                  <span className="board-event__odds">
                    {fixture.main.selections.map((selection) => (
                      <span
                        key={selection.id}
                        className={`board-odds${fixture.main?.status === 'suspended' ? ' board-odds--off' : ''}`}
                      >
                        <span className="board-odds__name">{name(selection.name)}</span>
                        <span className="board-odds__value">
                          {fixture.main?.status === 'suspended' ? '—' : odds(selection.odds)}
                        </span>
                      </span>
                    ))}
                  </span>
                )}
                <span className="board-event__more">
                  {t('book_board_markets', { count: format.number(fixture.marketCount) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
