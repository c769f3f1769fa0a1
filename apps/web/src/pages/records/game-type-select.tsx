import { GAME_TYPES } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../i18n/member/register';

/** The label of a game type code (RNG → Slots); the code itself when unknown. */
export function useGameTypeLabel(): (gameType: string) => string {
  const { t } = useTranslation(MEMBER_NS);
  return (gameType) =>
    (GAME_TYPES as readonly string[]).includes(gameType)
      ? t(`rec_gt_${gameType as (typeof GAME_TYPES)[number]}`)
      : gameType;
}

/** All game types, or one. */
export function GameTypeSelect({ value, onChange }: { value: string; onChange: (gameType: string) => void }) {
  const { t } = useTranslation(MEMBER_NS);
  const label = useGameTypeLabel();
  return (
    <label className="records__label">
      {t('rec_bet_game_type')}
      <select
        name="gameType"
        className="records__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('rec_all')}</option>
        {GAME_TYPES.map((gameType) => (
          <option key={gameType} value={gameType}>
            {label(gameType)}
          </option>
        ))}
      </select>
    </label>
  );
}
