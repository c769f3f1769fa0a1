import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { BASE_PATH, navigate } from '../../navigation';
import '../site/site.css';

/** The games page's sub-pages, each at /backoffice/games/<id> (the catalogue at /backoffice/games). */
export type GamesSubPageId = 'catalogue' | 'exposure';
export const GAMES_SUB_PAGES: readonly { id: GamesSubPageId; path: string; label: MessageKey }[] = [
  { id: 'catalogue', path: 'games', label: 'gm_tab_catalogue' },
  { id: 'exposure', path: 'games/exposure', label: 'gm_tab_exposure' },
];

/** The sub-page an address's second segment names; the catalogue for anything else. */
export function gamesSubPageOf(segment: string): GamesSubPageId {
  return GAMES_SUB_PAGES.find((page) => page.id === segment && page.id !== 'catalogue')?.id ?? 'catalogue';
}

/** The row of links between the games page's sub-pages (the site page's sub-nav). */
export function GamesSubNav({ current }: { current: GamesSubPageId }) {
  const { t } = useI18n();
  return (
    <nav className="sub-nav" aria-label={t('gm_sections')}>
      {GAMES_SUB_PAGES.map((page) => (
        <a
          key={page.id}
          href={`${BASE_PATH}${page.path}`}
          className="sub-nav__link"
          aria-current={page.id === current ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            navigate(page.path);
          }}
        >
          {t(page.label)}
        </a>
      ))}
    </nav>
  );
}
