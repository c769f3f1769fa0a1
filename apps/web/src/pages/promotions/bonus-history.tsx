import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBonusLines } from '../../api/promotions';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { failureText, retryable } from '../accounts/failure';
import { useGameTypeLabel } from '../records/game-type-select';
import { fractionOfBp } from './bonus-model';

/** The server sends at most this many lines, newest first (promotions.service.ts LINES_PAGE). */
const LINES_SHOWN = 100;

/**
 * A bonus's wagering history behind a toggle: loaded on first opening, one line per settled,
 * adjusted or reversed round (game type, stake, how much of it counts, what it added, when).
 */
export function BonusHistory({ bonusId, currency }: { bonusId: string; currency: string }) {
  const { t } = useTranslation(MEMBER_NS);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="bonus__history">
      <button
        type="button"
        className="bonus__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        data-action="bonus-history"
        onClick={() => setOpen((shown) => !shown)}
      >
        {t(open ? 'bonus_history_hide' : 'bonus_history_show')}
        <Icon name="chevronRight" size={16} />
      </button>
      <div id={panelId} hidden={!open}>
        {open && <Lines bonusId={bonusId} currency={currency} />}
      </div>
    </div>
  );
}

function Lines({ bonusId, currency }: { bonusId: string; currency: string }) {
  const { t } = useTranslation(MEMBER_NS);
  const { t: tRoot } = useTranslation();
  const format = useFormat();
  const gameType = useGameTypeLabel();
  const lines = useBonusLines(bonusId, true);
  const money = (amount: string) => format.money(amount, currency);

  if (lines.isPending) return <InlineLoader />;
  if (lines.isError) {
    return (
      <div className="bonus__failure">
        <FormError message={failureText(lines.error, tRoot)} />
        {retryable(lines.error) && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void lines.refetch()}
          >
            {t('bonus_retry')}
          </button>
        )}
      </div>
    );
  }
  const list = lines.data.list;
  if (list.length === 0) {
    return (
      <p className="bonus__hint bonus__lines-empty" data-lines-empty>
        {t('bonus_history_empty')}
      </p>
    );
  }
  return (
    <>
      <ol className="bonus__lines" data-bonus-lines>
        {list.map((line, index) => (
          // Lines have no id of their own; the list is newest first and only ever grows at the top.
          // biome-ignore lint/suspicious/noArrayIndexKey: the position from the end is stable.
          <li key={list.length - index} className="bonus__line" data-line data-kind={line.kind}>
            <div className="bonus__line-main">
              <span className="bonus__line-game" data-line-game>
                {gameType(line.gameType)}
                {line.kind !== 'settled' && (
                  <span className={`bonus__kind bonus__kind--${line.kind}`}>
                    {t(`bonus_line_kind_${line.kind}`)}
                  </span>
                )}
              </span>
              <strong
                className={`bonus__line-amount${line.amount.startsWith('-') ? ' bonus__line-amount--minus' : ''}`}
                data-line-amount
              >
                {line.amount.startsWith('-') ? money(line.amount) : `+${money(line.amount)}`}
              </strong>
            </div>
            <div className="bonus__line-meta">
              <span data-line-stake>
                {t('bonus_line_stake')} {money(line.stake)}
              </span>
              <span data-line-counts>
                {t('bonus_line_counts')}{' '}
                {format.number(fractionOfBp(line.contributionBp), {
                  style: 'percent',
                  maximumFractionDigits: 2,
                })}
              </span>
              <time dateTime={line.at}>{format.dateTime(line.at)}</time>
            </div>
          </li>
        ))}
      </ol>
      {list.length >= LINES_SHOWN && (
        <p className="bonus__hint">{t('bonus_history_latest', { count: LINES_SHOWN })}</p>
      )}
    </>
  );
}
