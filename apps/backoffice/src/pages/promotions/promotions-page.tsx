import { roleHolds } from '@khela/contract';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../messages';
import { BASE_PATH, navigate, useSubPage } from '../../navigation';
import { useOperator } from '../../session';
import { PlayerBonusesPage } from './player-bonuses-page';
import { PromotionEditor } from './promotion-editor';
import { PromotionsList } from './promotions-list';
import '../ops.css';
import '../site/site.css';
import './promotions.css';

type Section = 'list' | 'bonuses';
const SECTIONS: readonly { id: Section; path: string; label: MessageKey }[] = [
  { id: 'list', path: 'promotions', label: 'pr_tab_list' },
  { id: 'bonuses', path: 'promotions/bonuses', label: 'pr_tab_bonuses' },
];

/** /backoffice/promotions/<id>: a promotion's editor (digits), or "new". */
const EDITOR_PATH = /^(new|[1-9]\d{0,17})$/;

/**
 * Promotions (decisions 0051 and 0052; promotions.view): the list, each promotion's editor at
 * /backoffice/promotions/<id> (/new for a new one), and a player's bonuses at
 * /backoffice/promotions/bonuses. Changing a promotion needs promotions.manage (others read the
 * editor with its fields off); granting and forfeiting bonuses need promotions.bonuses.grant.
 */
export function PromotionsPage() {
  const { t } = useI18n();
  const operator = useOperator();
  const sub = useSubPage();
  const canManage = roleHolds(operator.role, 'promotions.manage');
  const editing = EDITOR_PATH.test(sub) && (sub !== 'new' || canManage) ? sub : null;
  const section: Section = sub === 'bonuses' ? 'bonuses' : 'list';
  return (
    <div className="page" data-page="promotions" data-sub-page={editing ? 'editor' : section}>
      <h1 className="page__title">{t('nav_promotions')}</h1>
      <nav className="sub-nav" aria-label={t('pr_sections')}>
        {SECTIONS.map((item) => (
          <a
            key={item.id}
            href={`${BASE_PATH}${item.path}`}
            className="sub-nav__link"
            aria-current={item.id === section && !editing ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              navigate(item.path);
            }}
          >
            {t(item.label)}
          </a>
        ))}
      </nav>
      {editing ? (
        <PromotionEditor key={editing} id={editing === 'new' ? null : editing} canManage={canManage} />
      ) : section === 'bonuses' ? (
        <PlayerBonusesPage />
      ) : (
        <PromotionsList canManage={canManage} />
      )}
    </div>
  );
}
