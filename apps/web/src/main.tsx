// Base styles first, so component styles that follow may refine them.
import './styles/base.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RootGate } from './app/root-gate';
import { applyDocumentLanguage } from './i18n/apply-language';
import { setUpI18n } from './i18n/setup';
import { browserStorage, languageStore, resolveStartLanguage } from './stores/language';

// Language first (spec section 4): the stored one when supported, otherwise BN (and stored).
const language = resolveStartLanguage(browserStorage());
languageStore.set(language);
setUpI18n(language);
applyDocumentLanguage(language);

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: 30_000 } },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RootGate />
    </QueryClientProvider>
  </StrictMode>,
);
