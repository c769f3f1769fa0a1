import { useI18n } from './i18n';
import type { MessageKey } from './messages';

/** A page's row of tabs (buttons with role="tab"): the current one filled, the others ghost buttons. */
export function TabBar<Id extends string>(props: {
  tabs: readonly { id: Id; label: MessageKey }[];
  current: Id;
  onSelect: (id: Id) => void;
  /** The tab list's accessible name, when the page has more than one. */
  label?: string;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <div
      className={props.className ? `actions ${props.className}` : 'actions'}
      role="tablist"
      aria-label={props.label}
    >
      {props.tabs.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          aria-selected={props.current === item.id}
          className={`button ${props.current === item.id ? '' : 'button--ghost'}`}
          onClick={() => props.onSelect(item.id)}
        >
          {t(item.label)}
        </button>
      ))}
    </div>
  );
}
