import type { BookExposureEvent, BookExposureReport } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { MiniTable } from '../../data-table';
import { FormOutcome, formatTime } from '../../forms';
import { useI18n } from '../../i18n';
import { formatAmount, formatCount, formatMoney } from '../../numbers';
import { boKeys, failureText, fetchApi } from '../../query';
import { byLiability, eventKey, labelOf, nameIn } from './book-exposure';
import { BookVoidDialog } from './book-void-dialog';
import { GamesSubNav } from './games-sub-nav';
import '../../data-table.css';
import './book-exposure.css';

/** How often the page asks again: exposure moves with every bet and settlement. */
const REFRESH_MS = 10_000;

/**
 * Sportsbook exposure (issue 19): the studio book's open bets per event as the studio reports
 * them (GET /bo/api/games/book-exposure, games.manage), largest liability first, each event
 * opening onto its markets. A card per event on a phone, like the console's other tables (0040).
 */
export function BookExposurePage() {
  const { t, language } = useI18n();
  const query = useQuery({
    queryKey: [...boKeys.games, 'book-exposure'],
    queryFn: () => fetchApi<BookExposureReport>('/bo/api/games/book-exposure'),
    refetchInterval: REFRESH_MS,
  });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const events = byLiability(query.data?.events ?? []);
  const money = (event: BookExposureEvent, amount: string) => formatMoney(amount, event.currency, language);
  const headers = [
    'bx_event',
    'bx_sport',
    'bx_status',
    'bx_open_bets',
    'bx_open_stake',
    'bx_liability',
  ] as const;

  return (
    <div className="page" data-page="games" data-sub-page="exposure">
      <h1 className="page__title">{t('nav_games')}</h1>
      <GamesSubNav current="exposure" />
      <section className="section" aria-labelledby="book-exposure-title">
        <h2 className="section__title" id="book-exposure-title">
          {t('bx_title')}
        </h2>
        <p className="section__intro">{t('bx_intro')}</p>
        <FormOutcome error={query.error ? failureText(query.error) : null} />
        {query.data && (
          <p className="section__intro" data-testid="book-exposure-updated">
            {`${t('bx_updated')}: ${formatTime(query.data.generatedAt, language)} · ${t('bx_events')}: ${formatCount(events.length, language)}`}
          </p>
        )}
        <div className="table" data-testid="book-exposure-table">
          <div className="table__scroll">
            <table aria-label={t('bx_title')}>
              <thead>
                <tr>
                  {headers.map((header) => (
                    <th key={header} scope="col">
                      {t(header)}
                    </th>
                  ))}
                  <th scope="col">{t('bx_markets')}</th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => {
                  const key = eventKey(event);
                  const expanded = open.has(key);
                  return (
                    <Fragment key={key}>
                      <tr data-fixture={event.fixtureId}>
                        <td data-label={t('bx_event')}>
                          <span className="exposure__event">{nameIn(event.event, language)}</span>
                          {event.startsAt && (
                            <span className="exposure__when">{formatTime(event.startsAt, language)}</span>
                          )}
                        </td>
                        <td data-label={t('bx_sport')}>{labelOf(event.sport, 'sport', t)}</td>
                        <td data-label={t('bx_status')}>
                          <span className={`exposure__status exposure__status--${event.status}`}>
                            {labelOf(event.status, 'status', t)}
                          </span>
                          {event.voidable && (
                            <span className="exposure__when" data-voidable="true">
                              {t('bx_voidable_hint')}
                            </span>
                          )}
                        </td>
                        <td data-label={t('bx_open_bets')}>{formatCount(event.openBets, language)}</td>
                        <td data-label={t('bx_open_stake')}>{money(event, event.openStake)}</td>
                        <td data-label={t('bx_liability')} className="exposure__liability">
                          {money(event, event.liability)}
                        </td>
                        <td data-label={t('bx_markets')}>
                          <button
                            type="button"
                            className="button button--ghost"
                            aria-expanded={expanded}
                            aria-controls={`exposure-${key}`}
                            onClick={() => toggle(key)}
                          >
                            {`${t(expanded ? 'bx_hide_markets' : 'bx_show_markets')} (${formatCount(event.markets.length, language)})`}
                          </button>
                          {event.voidable && <BookVoidDialog event={event} />}
                        </td>
                      </tr>
                      {expanded && (
                        <tr id={`exposure-${key}`} className="exposure__detail-row">
                          <td colSpan={headers.length + 1} className="exposure__detail">
                            <MiniTable
                              testId={`book-exposure-markets-${event.fixtureId}`}
                              headers={['bx_market', 'bx_open_bets', 'bx_open_stake', 'bx_liability']}
                              rows={event.markets}
                              rowKey={(market) => market.marketId}
                              cells={(market) => [
                                nameIn(market.name, language),
                                formatCount(market.openBets, language),
                                formatAmount(market.openStake, language),
                                formatAmount(market.liability, language),
                              ]}
                            />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
                {query.data && events.length === 0 && (
                  <tr>
                    <td colSpan={headers.length + 1} className="table__empty">
                      {t('bx_none')}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </div>
      </section>
    </div>
  );
}
