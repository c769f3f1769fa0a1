import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icons/icon';
import './misc.css';

type Props = {
  page: string;
  icon: IconName;
  figure?: string;
  title: string;
  text: string;
  children?: ReactNode;
};

/** A centred message inside the shell: not found. */
export function MessagePage({ page, icon, figure, title, text, children }: Props) {
  return (
    <section className="message-page" data-page={page} aria-labelledby="message-title">
      <div className="message-page__icon" aria-hidden="true">
        <Icon name={icon} size={36} />
      </div>
      {figure && (
        <p className="message-page__figure" aria-hidden="true">
          {figure}
        </p>
      )}
      <h1 id="message-title" className="message-page__title">
        {title}
      </h1>
      <p className="message-page__text">{text}</p>
      {children}
    </section>
  );
}
