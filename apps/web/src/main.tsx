// Base styles first, so component styles that follow may refine them.
import './styles/base.css';
import { DEFAULT_LANGUAGE, languageCodeOf } from '@khela/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { announcementsQuery } from './api/announcements';
import { permissionsQuery } from './api/system';
import { routeNameOf } from './app/paths';
import { RootGate } from './app/root-gate';
import { applyDocumentLanguage } from './i18n/apply-language';
import { ensureFirstViewMessages, loadFallbackMessages, setUpI18n } from './i18n/setup';
import { firstBannerImage } from './pages/home/banner-link';
import { firstView } from './stores/first-view';
import { browserStorage, languageStore, resolveStartLanguage } from './stores/language';
import { sessionStore } from './stores/session';

// Language first: the stored one when supported, otherwise BN (and stored). Each language's
// messages are their own chunk, loaded before the first render (decision 0082); should that fail,
// the page starts with the Bengali texts, and failing those too, renders what it has.
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

// Permission info (spec section 4, start-up): what this session may do, asked for beside the
// status so the shell has it when it renders; the first paint does not wait for it.
void queryClient.prefetchQuery(permissionsQuery(sessionStore.get()));

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

void ensureFirstViewMessages(language)
  .catch(() => (language === DEFAULT_LANGUAGE ? undefined : ensureFirstViewMessages(DEFAULT_LANGUAGE)))
  .catch(() => undefined)
  .finally(() => {
    render();
    loadFallbackMessages(language);
  });
