import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useLoginState } from '../../api/session';
import { useWhitelabel } from '../../api/system';
import { Icon } from '../../components/icons/icon';
import { MEMBER_NS, registerMemberMessages } from '../../i18n/member/register';
import { MemberNavBadge } from './member-badge';
import { MEMBER_HOME, type MemberNavItem, memberNavFor } from './member-nav';
import './member.css';

registerMemberMessages();

/**
 * The member centre frame: the menu of member pages (a column on desktop, a scrolling row of
 * tabs on a phone) beside the page. Its pages are behind RequireLogin, so guests never reach it;
 * a trial player reaches only the index (decision 0083), and sees no menu of pages it cannot open.
 */
export function MemberLayout() {
  const { t } = useTranslation(MEMBER_NS);
  const { isTrial } = useLoginState();
  const referral = useWhitelabel().data?.features.referral ?? false;
  if (isTrial) {
    return (
      <div className="member member--trial" data-layout="member-centre">
        <div className="member__page">
          <Outlet />
        </div>
      </div>
    );
  }
  const items: MemberNavItem[] = [MEMBER_HOME, ...memberNavFor({ referral })];
  return (
    <div className="member" data-layout="member-centre">
      <nav className="member__nav" aria-label={t('member_nav_title')}>
        {items.map((item) => (
          <NavLink
            key={item.path}
            to={item.path}
            end={item === MEMBER_HOME}
            className={({ isActive }) => `member__link${isActive ? ' member__link--active' : ''}`}
          >
            <Icon name={item.icon} size={18} />
            <span>{t(item.labelKey)}</span>
            <MemberNavBadge badge={item.badge} />
          </NavLink>
        ))}
      </nav>
      <div className="member__page">
        <Outlet />
      </div>
    </div>
  );
}
