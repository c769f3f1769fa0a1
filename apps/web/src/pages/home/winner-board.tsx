import { useTranslation } from 'react-i18next';
import { useWinnerBoard } from '../../api/announcements';
import { Icon } from '../../components/icons/icon';
import { useFormat } from '../../i18n/use-format';
import './home-widgets.css';

/** The winner board: 20 wins, largest first, names masked by the server. */
export function WinnerBoard() {
  const { t } = useTranslation();
  const format = useFormat();
  const board = useWinnerBoard();
  const entries = board.data ?? [];
  return (
    <section className="winners" aria-labelledby="winners-title" data-section="winner-board">
      <h2 id="winners-title" className="section-head__title">
        <Icon name="gift" size={20} />
        {t('winners_title')}
      </h2>
      {board.isError && <p className="winners__empty">{t('network_error')}</p>}
      {board.isSuccess && entries.length === 0 && <p className="winners__empty">{t('winners_empty')}</p>}
      {entries.length > 0 && (
        <table className="winners__table">
          <thead>
            <tr>
              <th scope="col">{t('winners_player')}</th>
              <th scope="col">{t('winners_game')}</th>
              <th scope="col" className="winners__amount">
                {t('winners_prize')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the order is the rank
              <tr key={position} data-winner>
                <td translate="no">{entry.customerName}</td>
                {/* The game's English name on every page (the board stores one name): not for translating. */}
                <td translate="no" lang="en">
                  {entry.gameName}
                </td>
                <td className="winners__amount">{format.money(entry.winAmount, entry.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
