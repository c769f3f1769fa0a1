import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { lazyComponent } from '../../app/lazy-page';
import { AfterFirstView } from '../after-first-view';
import { InlineLoader } from '../page-loader';
import { AuthModalsSlot } from './auth-modals-slot';
import { Footer } from './footer';
import { Header } from './header';
import { LeftBar } from './left-bar';
import { MemberRealtime } from './member-realtime';
import { SideMenu } from './side-menu';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';
import { useNavigationEffects } from './use-navigation-effects';
import './shell.css';

// Shown only after the first view has painted, so their code is not part of it (the home
// route's first-view budget): each arrives in its own chunk once AfterFirstView renders it.
const AnnouncementPopups = lazyComponent(
  () => import('../../pages/notice/announcement-popups'),
  (module) => module.AnnouncementPopups,
).Component;
const ContractPopup = lazyComponent(
  () => import('../../pages/agent/contract-popup'),
  (module) => module.ContractPopup,
).Component;
// The notice and help modals' slot (decision 0083); a modal asked for earlier opens when it arrives.
const ContentModalsSlot = lazyComponent(
  () => import('../../pages/misc/content-modals-slot'),
  (module) => module.ContentModalsSlot,
).Component;
const RightBar = lazyComponent(
  () => import('./right-bar'),
  (module) => module.RightBar,
).Component;
// First-party analytics and its consent banner (decision 0085): nothing of it in the first view.
const AnalyticsSlot = lazyComponent(
  () => import('../../analytics/analytics-slot'),
  (module) => module.AnalyticsSlot,
).Component;

/**
 * The root layout for status 0 (site open): named regions side menu, header,
 * main content and footer. Pages render into the main region.
 */
export function AppShell() {
  const { t } = useTranslation();
  const docked = useMediaQuery(DESKTOP_QUERY);
  const [sideMenuOpen, setSideMenuOpen] = useState(docked);

  // Crossing the breakpoint resets the menu: docked and open on wide screens, closed on narrow.
  useEffect(() => setSideMenuOpen(docked), [docked]);

  useNavigationEffects(({ enteredGamePage }) => {
    if (!docked || enteredGamePage) setSideMenuOpen(false);
  });

  const toggle = useCallback(() => setSideMenuOpen((open) => !open), []);
  const close = useCallback(() => setSideMenuOpen(false), []);

  useEffect(() => {
    if (docked || !sideMenuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      // Escape in a modal over the drawer (the news centre, log in) closes the modal, not both.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) setSideMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [docked, sideMenuOpen]);

  return (
    <div className={`shell${docked && sideMenuOpen ? ' shell--menu-docked' : ''}`}>
      <a href="#main" className="skip-link">
        {t('skip_to_content')}
      </a>
      <Header sideMenuOpen={sideMenuOpen} onToggleSideMenu={toggle} />
      <div className="shell__body">
        <SideMenu open={sideMenuOpen} docked={docked} onClose={close} />
        <div className="shell__content">
          <main id="main" className="main" data-region="main" tabIndex={-1}>
            {/* A lazy page opened directly shows the inline loader here until its chunk arrives. */}
            <Suspense fallback={<InlineLoader />}>
              <Outlet />
            </Suspense>
          </main>
          {/* Below the fold, or not needed before the home's banner has painted (decision 0025). */}
          <AfterFirstView>
            <Footer />
          </AfterFirstView>
        </div>
      </div>
      <AuthModalsSlot />
      <AfterFirstView>
        <Suspense fallback={null}>
          <ContentModalsSlot />
          <AnnouncementPopups />
          <ContractPopup />
        </Suspense>
        {/* The realtime socket for a logged-in member: badges change without a reload (decision 0059). */}
        <MemberRealtime />
      </AfterFirstView>
      <LeftBar />
      <AfterFirstView>
        <Suspense fallback={null}>
          <RightBar />
        </Suspense>
        <Suspense fallback={null}>
          <AnalyticsSlot />
        </Suspense>
      </AfterFirstView>
    </div>
  );
}
