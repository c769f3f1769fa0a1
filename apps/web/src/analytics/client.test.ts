import type { AnalyticsBatchRequest, AnalyticsEvent } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { analyticsPath, createAnalyticsClient, deviceOf, FLUSH_DELAY_MS } from './client';
import { readConsent, writeConsent } from './consent';
import { connectTracker, track } from './track';

/** A client with a hand-driven timer and a transport that records what left, and how. */
function harness(options: { beaconAccepts?: boolean } = {}) {
  const sent: { how: 'fetch' | 'beacon'; batch: AnalyticsBatchRequest }[] = [];
  let pending: (() => void) | null = null;
  let delay = 0;
  const client = createAnalyticsClient({
    transport: {
      send: async (batch) => {
        sent.push({ how: 'fetch', batch });
      },
      beacon: (batch) => {
        if (options.beaconAccepts === false) return false;
        sent.push({ how: 'beacon', batch });
        return true;
      },
    },
    context: () => ({ language: 'bn', device: 'phone' }),
    setTimer: (run, ms) => {
      pending = run;
      delay = ms;
      return 1;
    },
    clearTimer: () => {
      pending = null;
    },
  });
  return {
    client,
    sent,
    delay: () => delay,
    fire: () => {
      const run = pending;
      pending = null;
      run?.();
    },
    timerSet: () => pending !== null,
  };
}

const view = (path: string, at = 1_700_000_000_000): AnalyticsEvent => ({ name: 'page_view', path, at });

describe('analytics client (decision 0085)', () => {
  it('waits a few seconds for company, then sends one batch that says consent was given', () => {
    const h = harness();
    h.client.add(view('/'));
    h.client.add(view('/promotions'));
    expect(h.sent).toEqual([]);
    expect(h.delay()).toBe(FLUSH_DELAY_MS);
    h.fire();
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]).toEqual({
      how: 'fetch',
      batch: {
        consent: 'granted',
        language: 'bn',
        device: 'phone',
        events: [view('/'), view('/promotions')],
      },
    });
    expect(h.client.queued()).toBe(0);
  });

  it('sends at once when 20 are waiting, never more than 20 in a batch', () => {
    const h = harness();
    for (let i = 0; i < 20; i++) h.client.add(view(`/p/${i}`));
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]?.batch.events).toHaveLength(20);
    expect(h.timerSet()).toBe(false);
  });

  it('sends what is left by beacon when the page is hidden, by fetch when the browser refuses the beacon', () => {
    const h = harness();
    h.client.add(view('/a'));
    h.client.flush('beacon');
    expect(h.sent.map((s) => s.how)).toEqual(['beacon']);
    expect(h.timerSet()).toBe(false);
    h.client.flush('beacon');
    expect(h.sent).toHaveLength(1);

    const refused = harness({ beaconAccepts: false });
    refused.client.add(view('/b'));
    refused.client.flush('beacon');
    expect(refused.sent.map((s) => s.how)).toEqual(['fetch']);
  });

  it('once stopped (consent withdrawn), drops what is queued and takes nothing more', () => {
    const h = harness();
    h.client.add(view('/a'));
    h.client.stop();
    h.client.add(view('/b'));
    h.client.flush('beacon');
    h.fire();
    expect(h.sent).toEqual([]);
  });
});

describe('track()', () => {
  it('goes nowhere until a client is connected (no consent, or analytics off)', () => {
    const seen: string[] = [];
    track({ name: 'register_start' });
    const disconnect = connectTracker((event) => seen.push(event.name));
    track({ name: 'game_launch', gameCode: 'KS_1', vassalage: 'KHELA', gameType: 'RNG' });
    disconnect();
    track({ name: 'deposit_start' });
    expect(seen).toEqual(['game_launch']);
  });
});

describe('what an event may say', () => {
  it('keeps the pathname only, within the contract', () => {
    expect(analyticsPath('/lottery')).toBe('/lottery');
    expect(analyticsPath('/member/depositv2')).toBe('/member/depositv2');
    expect(analyticsPath('/a b"<x>')).toBe('/abx');
    expect(analyticsPath(`/${'a'.repeat(300)}`)).toHaveLength(200);
  });

  it('names the device class by width', () => {
    expect([deviceOf(375), deviceOf(800), deviceOf(1280)]).toEqual(['phone', 'tablet', 'desktop']);
  });
});

describe('consent', () => {
  function memory() {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
  }

  it('is unanswered until the visitor answers; the answer is kept; anything else reads as unanswered', () => {
    const storage = memory();
    expect(readConsent(storage)).toBeNull();
    writeConsent(storage, 'declined');
    expect(readConsent(storage)).toBe('declined');
    writeConsent(storage, 'granted');
    expect(readConsent(storage)).toBe('granted');
    storage.setItem('analyticsConsent', 'yes');
    expect(readConsent(storage)).toBeNull();
    expect(readConsent(null)).toBeNull();
  });
});
