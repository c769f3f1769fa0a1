import { ANALYTICS_CONSENT_KEY } from '@khela/contract';

/** The visitor's answer to the consent banner; null until they answered. */
export type Consent = 'granted' | 'declined';

export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored answer (local storage, so it holds on the next visit); anything else reads as none. */
export function readConsent(storage: ConsentStorage | null): Consent | null {
  try {
    const value = storage?.getItem(ANALYTICS_CONSENT_KEY);
    return value === 'granted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(storage: ConsentStorage | null, consent: Consent): void {
  try {
    storage?.setItem(ANALYTICS_CONSENT_KEY, consent);
  } catch {
    // Blocked storage: the answer holds for this page only; the banner asks again next time.
  }
}
