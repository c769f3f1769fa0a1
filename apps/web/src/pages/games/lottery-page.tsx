import { type GameType, type GameVendorItem, lotteryPageOf } from '@khela/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useGameList, useGameMenus } from '../../api/games';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import type { LotteryMessages } from '../../i18n/lottery/bn-lottery';
import { LOTTERY_NS, registerLotteryMessages } from '../../i18n/lottery/register';
import { useSessionToken } from '../../stores/session';
import { authModalStore } from '../accounts/auth-modal-store';
import { GameDialogs } from './game-dialogs';
import { GameGrid } from './game-grid';
import { GamePage } from './game-page';
import { labelOfType } from './game-routes';
import type { LotteryPagePath } from './launch-rules';
import { Pagination } from './pagination';
import './games.css';

registerLotteryMessages();

/** The lottery lanes, in navigation order. */
const LOTTERY_LANES: readonly GameType[] = ['ELOTT', 'LOTT'];

type PageText = { title: keyof LotteryMessages; lead: keyof LotteryMessages; slug: string; vendor?: string };

/** Each lottery page's texts, and the vendor a bare `?gameCode=` of it launches under. */
const PAGES: Record<LotteryPagePath, PageText> = {
  '/lottery': { title: 'lottery_title', lead: 'lottery_lead', slug: 'lottery' },
  '/seaLottery': {
    title: 'lottery_sea_title',
    lead: 'lottery_sea_lead',
    slug: 'sea-lottery',
    vendor: 'TCG_SEA',
  },
  '/vnLottery': {
    title: 'lottery_vn_title',
    lead: 'lottery_vn_lead',
    slug: 'vn-lottery',
    vendor: 'TCG_LOTTO_VN',
  },
};

/** One vendor's lottery games of a lane, paged, each launching onto its lottery page. */
function VendorLotteryGames({ vendor }: { vendor: GameVendorItem }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useGameList({ gameType: vendor.gameType, vassalage: vendor.vassalage, pageNo: page });
  const lane = t(labelOfType(vendor.gameType));
  const heading = `${vendor.displayName} · ${lane}`;
  return (
    <section className="lottery-vendor" data-vendor={vendor.vassalage} aria-busy={list.isFetching}>
      <h2 className="lottery-vendor__title">
        <span translate="no">{vendor.displayName}</span>
        <span className="lottery-vendor__lane">{lane}</span>
      </h2>
      {list.isPending && <InlineLoader />}
      {list.isError && <p role="alert">{t('network_error')}</p>}
      {list.data && list.data.games.length === 0 && <p className="lobby-empty">{t('games_empty')}</p>}
      {list.data && list.data.games.length > 0 && (
        <>
          <GameGrid games={list.data.games} label={heading} />
          <Pagination
            page={list.data.pageNo}
            totalPages={list.data.totalPages}
            onPage={setPage}
            label={t('games_pages')}
          />
        </>
      )}
    </section>
  );
}

/** Without a gameCode: the lottery games of the page's vendors to pick from (login required). */
function LotteryPicker({ path }: { path: LotteryPagePath }) {
  const { t } = useTranslation();
  const { t: tLottery } = useTranslation(LOTTERY_NS);
  const text = PAGES[path];
  const isLogin = useSessionToken() !== null;
  const menus = useGameMenus();
  const vendors = useMemo(
    () =>
      (menus.data?.menus ?? [])
        .filter((menu) => LOTTERY_LANES.includes(menu.gameType))
        .flatMap((menu) => menu.vendors)
        .filter((vendor) => lotteryPageOf(vendor.vassalage) === path),
    [menus.data, path],
  );
  // A guest is asked to log in at once (the page needs a session); the page waits behind it.
  useEffect(() => {
    if (!isLogin) authModalStore.open('login');
  }, [isLogin]);

  return (
    <div className="lobby lobby--lottery" data-page={text.slug}>
      <header className="lobby-hero lobby-hero--lott">
        <span className="lobby-hero__icon" aria-hidden="true">
          <Icon name="lottery" size={30} />
        </span>
        <div className="lobby-hero__text">
          <h1 className="lobby-hero__title">{tLottery(text.title)}</h1>
          <p className="lobby-hero__lead">{tLottery(text.lead)}</p>
        </div>
      </header>
      <div className="lobby-results">
        {!isLogin && (
          <div className="lobby-empty">
            <p>{t('games_login_needed')}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => authModalStore.open('login')}
            >
              {t('login')}
            </button>
          </div>
        )}
        {isLogin && menus.isPending && <InlineLoader />}
        {isLogin && menus.isError && <p role="alert">{t('network_error')}</p>}
        {isLogin && menus.data && vendors.length === 0 && <p className="lobby-empty">{t('games_empty')}</p>}
        {isLogin &&
          vendors.map((vendor) => (
            <VendorLotteryGames key={`${vendor.gameType}-${vendor.vassalage}`} vendor={vendor} />
          ))}
      </div>
      <GameDialogs />
    </div>
  );
}

/** The page of an address, in any letter case (the router matches paths case-insensitively). */
function pageOf(pathname: string): LotteryPagePath {
  const path = pathname.toLowerCase().replace(/\/$/, '');
  return (Object.keys(PAGES) as LotteryPagePath[]).find((page) => page.toLowerCase() === path) ?? '/lottery';
}

/**
 * A lottery page (spec section 2): /lottery (the LOTT and ELOTT games of every other vendor),
 * /seaLottery (vendor TCG_SEA, the 4D lottery) and /vnLottery (vendor TCG_LOTTO_VN, the
 * Vietnamese lottery). With `?gameCode=` the launched lottery game, on the game page /seamless
 * uses; without it, the lottery games of the page's vendors to pick from.
 */
export function LotteryPage() {
  const [params] = useSearchParams();
  const path = pageOf(useLocation().pathname);
  if (!params.get('gameCode')) return <LotteryPicker path={path} />;
  return <GamePage home={path} vendor={PAGES[path].vendor} />;
}
