import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { beaconAnalyticsBatch, sendAnalyticsBatch } from '../api/analytics';
import { useSiteConfig } from '../api/content';
import { isGamePage } from '../app/paths';
import { browserStorage, languageStore } from '../stores/language';
import { type AnalyticsClient, analyticsPath, createAnalyticsClient, deviceOf } from './client';
import { type Consent, readConsent, writeConsent } from './consent';
import { ConsentBanner } from './consent-banner';
import { connectTracker } from './track';

/**
 * First-party analytics in the shell (decision 0085), loaded after the first view: the site
 * config's `analytics.enabled` switches it on at all; then the visitor's answer decides — none
 * yet: the consent banner (never over a game page); declined: nothing, ever; granted: page views
 * and the events pages report (track.ts) go to POST /wps/analytics/events, and nowhere else.
 */
export function AnalyticsSlot() {
  const enabled = useSiteConfig().data?.analytics.enabled === true;
  const [consent, setConsent] = useState<Consent | null>(() => readConsent(browserStorage()));
  const { pathname } = useLocation();
  const client = useAnalyticsClient(enabled && consent === 'granted');

  useEffect(() => {
    client?.add({ name: 'page_view', path: analyticsPath(pathname), at: Date.now() });
  }, [client, pathname]);

  if (!enabled || consent !== null || isGamePage(pathname)) return null;
  return (
    <ConsentBanner
      onAnswer={(answer) => {
        writeConsent(browserStorage(), answer);
        setConsent(answer);
      }}
    />
  );
}

/** The client while `active`: connected to track(), flushed by beacon when the page is hidden. */
function useAnalyticsClient(active: boolean): AnalyticsClient | null {
  const [client, setClient] = useState<AnalyticsClient | null>(null);
  useEffect(() => {
    if (!active) return;
    const created = createAnalyticsClient({
      transport: { send: sendAnalyticsBatch, beacon: beaconAnalyticsBatch },
      context: () => ({ language: languageStore.get(), device: deviceOf(window.innerWidth) }),
    });
    const disconnect = connectTracker((event) =>
      created.add({ ...event, path: analyticsPath(window.location.pathname), at: Date.now() }),
    );
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') created.flush('beacon');
    };
    const onPageHide = () => created.flush('beacon');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    setClient(created);
    return () => {
      disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      created.flush();
      setClient(null);
    };
  }, [active]);
  return client;
}
