// Base styles first, so component styles that follow may refine them.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from './i18n';
import { SignInPage } from './sign-in-page';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <I18nProvider>
      <SignInPage />
    </I18nProvider>
  </StrictMode>,
);
