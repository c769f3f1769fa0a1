import { useId } from 'react';

type Tab<K extends string> = { key: K; label: string };

/** Segmented tabs that switch a modal's form (username / SMS, email / mobile). */
export function Tabs<K extends string>({
  tabs,
  current,
  onChange,
  label,
}: {
  tabs: readonly Tab<K>[];
  current: K;
  onChange: (key: K) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={`${id}-${tab.key}`}
          type="button"
          role="tab"
          className="tabs__tab"
          data-tab={tab.key}
          aria-selected={tab.key === current}
          tabIndex={tab.key === current ? 0 : -1}
          onClick={() => onChange(tab.key)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
            const index = tabs.findIndex((candidate) => candidate.key === current);
            const step = event.key === 'ArrowRight' ? 1 : -1;
            const next = tabs[(index + step + tabs.length) % tabs.length];
            if (next) onChange(next.key);
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
