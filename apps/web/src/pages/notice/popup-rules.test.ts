import { describe, expect, it } from 'vitest';
import { type FlagStorage, type PopupContext, popupsToShow, rememberClosed } from './popup-rules';

function memory(): FlagStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const popups = [
  { id: '1', execution: 'A' as const },
  { id: '2', execution: 'B' as const },
  { id: '3', execution: 'F' as const },
];

function context(overrides: Partial<PopupContext> = {}): PopupContext {
  return { owner: 'anonymous', firstTimeLogin: false, session: memory(), local: memory(), ...overrides };
}

describe('popupsToShow', () => {
  it('shows A and B, and F only after a first-time login', () => {
    expect(popupsToShow(popups, context()).map((p) => p.id)).toEqual(['1', '2']);
    expect(popupsToShow(popups, context({ firstTimeLogin: true })).map((p) => p.id)).toEqual(['1', '2', '3']);
  });

  it('hides a closed A popup for the session only, a closed B popup across sessions', () => {
    const local = memory();
    const first = context({ local });
    for (const popup of popups) rememberClosed(popup, first);
    expect(popupsToShow(popups, first)).toEqual([]);
    const nextSession = context({ local });
    expect(popupsToShow(popups, nextSession).map((p) => p.id)).toEqual(['1']);
  });

  it('keeps closed flags per owner', () => {
    const shared = context();
    rememberClosed(popups[0] ?? { id: '1', execution: 'A' }, shared);
    expect(popupsToShow(popups, { ...shared, owner: 'u42' }).map((p) => p.id)).toEqual(['1', '2']);
  });
});
