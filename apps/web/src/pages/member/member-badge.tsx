import { MessageBadge } from '../../components/layout/message-badge';
import { RewardBadge } from '../../components/layout/reward-badge';
import { FeedbackBadge } from '../feedback/feedback-badge';
import { MissionBadge } from '../missions/mission-badge';
import type { MemberBadge } from './member-nav';

/** A member-menu entry's count (the existing badges: member info, MissionSummary, feedback list). */
export function MemberNavBadge({ badge }: { badge: MemberBadge | undefined }) {
  switch (badge) {
    case 'rewards':
      return <RewardBadge />;
    case 'messages':
      return <MessageBadge />;
    case 'missions':
      return <MissionBadge />;
    case 'feedback':
      return <FeedbackBadge />;
    default:
      return null;
  }
}
