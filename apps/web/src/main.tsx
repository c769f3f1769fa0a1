// Base styles first, so component styles that follow may refine them.
import './styles/base.css';
import { DEFAULT_LANGUAGE, languageCodeOf } from '@khela/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { announcementsQuery } from './api/announcements';
import { routeNameOf } from './app/paths';
import { RootGate } from './app/root-gate';
import { applyDocumentLanguage } from './i18n/apply-language';
import { ensureMessages, setUpI18n } from './i18n/setup';
import { firstBannerImage } from './pages/home/banner-link';
import { firstView } from './stores/first-view';
import { browserStorage, languageStore, resolveStartLanguage } from './stores/language';
import { sessionStore } from './stores/session';

// Language first: the stored one when supported, otherwise BN (and stored).
// Bengali is in this bundle; another language's messages load (their own chunk) before the
// first render. Should that fail, the page starts with the Bengali texts as the fallback.
const language = resolveStartLanguage(browserStorage());
languageStore.set(language);
setUpI18n(language);

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// On the home view, what is below the fold waits until the first banner has painted (at most
// FIRST_VIEW_LIMIT_MS), so the banner does not share the network and the main thread with it.
const FIRST_VIEW_LIMIT_MS = 3000;
if (routeNameOf(window.location.pathname) === 'home') firstView.expect(FIRST_VIEW_LIMIT_MS);

// The home banners (the largest paint) and popups come from the announcements: asked for at once,
// beside the system status, instead of after it (any other page finds them cached for the shell).
// On the home view the first banner's image starts loading as soon as its address is known,
// before React has rendered the carousel.
queryClient.fetchQuery(announcementsQuery(languageCodeOf(languageStore.get()), sessionStore.get())).then(
  (announcements) => {
    if (routeNameOf(window.location.pathname) === 'home')
      preloadImage(firstBannerImage(announcements.banners));
  },
  () => undefined,
);

function preloadImage(href: string | null): void {
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

function render(): void {
  applyDocumentLanguage(language);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RootGate />
      </QueryClientProvider>
    </StrictMode>,
  );
}

if (language === DEFAULT_LANGUAGE) render();
else
  void ensureMessages(language)
    .catch(() => undefined)
    .finally(render);
