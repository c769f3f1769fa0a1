import type { ReactNode } from 'react';
import { useAfterFirstView } from '../stores/first-view';

/**
 * Renders its children once the home's first view (the banner) has painted; until then the
 * placeholder, which keeps the space of what is to come so nothing in view moves (decision 0025).
 * On every other page the children render at once.
 */
export function AfterFirstView({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  return useAfterFirstView() ? children : placeholder;
}
