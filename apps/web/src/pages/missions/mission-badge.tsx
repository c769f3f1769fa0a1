import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent } from '../../api/realtime';
import { useLoginState } from '../../api/session';
import { useFormat } from '../../i18n/use-format';
import { missionKeys, useMissionSummary } from './missions-api';

/**
 * The missionLeaderboard badge in the member centre's menu (spec section 2): completed missions
 * not yet claimed, from MissionSummary; refetched on `missions.progress`; nothing when none.
 */
export function MissionBadge() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const state = useLoginState();
  const summary = useMissionSummary(state.isLogin && !state.isTrial && !state.isResolving);
  useRealtimeEvent('missions.progress', () => {
    void queryClient.invalidateQueries({ queryKey: missionKeys.all });
  });
  const count = summary.data?.claimable ?? 0;
  if (count <= 0) return null;
  return (
    <span className="count-badge" data-mission-badge={count} title={t('side_rewards_badge', { count })}>
      {count > 99 ? `${format.plainInteger(99)}+` : format.plainInteger(count)}
    </span>
  );
}
