import { useTranslation } from 'react-i18next';
import { useLoginState } from '../../api/session';
import { useFormat } from '../../i18n/use-format';

/**
 * The reward centre's badge (spec: badge counts on rewardCenter): how many rewards the member can
 * claim now, from member info's availablePromotions; nothing when none (or logged out, or trial).
 */
export function RewardBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const count = useLoginState().member?.availablePromotions ?? 0;
  if (count <= 0) return null;
  return (
    <span
      className={`count-badge ${className}`}
      data-reward-badge={count}
      title={t('side_rewards_badge', { count })}
    >
      {count > 99 ? `${format.plainInteger(99)}+` : format.plainInteger(count)}
    </span>
  );
}
