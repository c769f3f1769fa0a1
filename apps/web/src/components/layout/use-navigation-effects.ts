import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import { isGamePage, scrollTargetAfter } from '../../app/paths';

/**
 * After each navigation (spec "Navigation behaviour"): scroll smoothly to the hash when there is
 * one, or to the top when the route changed; and tell the shell, so it can close the side menu.
 */
export function useNavigationEffects(onNavigate: (info: { enteredGamePage: boolean }) => void): void {
  const location = useLocation();
  const previousPath = useRef<string | null>(null);
  const notify = useEffectEvent(onNavigate);

  useEffect(() => {
    const target = scrollTargetAfter(previousPath.current, location);
    const isFirst = previousPath.current === null;
    previousPath.current = location.pathname;
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    if (target.kind === 'hash') {
      document.getElementById(target.id)?.scrollIntoView({ behavior, block: 'start' });
    } else if (target.kind === 'top' && !isFirst) {
      window.scrollTo({ top: 0, behavior });
    }
    if (!isFirst) notify({ enteredGamePage: isGamePage(location.pathname) });
  }, [location]);
}
