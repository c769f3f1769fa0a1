import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icons/icon';
import { LanguageSelect } from '../../components/language-select';
import { BrandName } from '../../components/logo';
import './system.css';

type Props = { icon: IconName; tone: 'warning' | 'danger'; title: string; children: ReactNode; page: string };

/** The full-screen frame of the pages shown instead of the site: maintenance, blocked, offline. */
export function SystemScreen({ icon, tone, title, children, page }: Props) {
  return (
    <div className="system-screen" data-page={page}>
      <header className="system-screen__top">
        <BrandName />
        <LanguageSelect />
      </header>
      <main className="system-screen__main">
        <section className={`system-card system-card--${tone}`} aria-labelledby="system-title">
          <div className="system-card__icon" aria-hidden="true">
            <Icon name={icon} size={40} />
          </div>
          <h1 id="system-title" className="system-card__title">
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
}
