import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { PATHS } from '../../app/paths';
import { Icon } from '../../components/icons/icon';
import { MessageBadge } from '../../components/layout/message-badge';
import { RewardBadge } from '../../components/layout/reward-badge';
import { MEMBER_NS, registerMemberMessages } from '../../i18n/member/register';
import { FeedbackBadge } from '../feedback/feedback-badge';
import { MissionBadge } from '../missions/mission-badge';
import { MEMBER_NAV } from './member-nav';
import './member.css';

registerMemberMessages();

/**
 * The member centre frame: the menu of member pages (a column on desktop, a scrolling row of
 * tabs on a phone) beside the page. Rendered inside RequireLogin, so guests and trial players
 * never reach it.
 */
export function MemberLayout() {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <div className="member" data-layout="member-centre">
      <nav className="member__nav" aria-label={t('member_nav_title')}>
        {MEMBER_NAV.map((item) => (
          <NavLink
            key={item.path}
            to={item.path}
            className={({ isActive }) => `member__link${isActive ? ' member__link--active' : ''}`}
          >
            <Icon name={item.icon} size={18} />
            <span>{t(item.labelKey)}</span>
            {item.path === PATHS.rewardCenter && <RewardBadge />}
            {item.path === PATHS.feedback && <FeedbackBadge />}
            {item.path === PATHS.messageV2 && <MessageBadge />}
            {item.path === PATHS.missionLeaderboard && <MissionBadge />}
          </NavLink>
        ))}
      </nav>
      <div className="member__page">
        <Outlet />
      </div>
    </div>
  );
}
