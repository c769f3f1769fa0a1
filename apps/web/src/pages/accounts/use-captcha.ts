import type { CaptchaValue } from '@khela/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/http';
import { fetchCaptcha } from '../../api/verification';
import { CAPTCHA_REFRESH_INTERVAL_MS, createRateGate } from '../../forms/rate-gate';

export type Captcha = {
  /** The current image and id; null while the first one loads or when it failed. */
  value: CaptchaValue | null;
  failed: boolean;
  /** A click on the image: at most once per second, extra clicks are ignored. */
  refreshByClick: () => void;
  /** After the answer was used (it is single use): a new image, as soon as the limit allows. */
  renew: () => void;
};

/**
 * One gate for the whole page: the server gives each address at most one captcha a second, so two
 * forms (or a tab switch) must not ask within the same second either.
 */
const gate = createRateGate(CAPTCHA_REFRESH_INTERVAL_MS);
const RETRY_MS = 200;

/** A captcha image from GET /wps/captcha, loaded while `active`. */
export function useCaptcha(active: boolean): Captcha {
  const [value, setValue] = useState<CaptchaValue | null>(null);
  const [failed, setFailed] = useState(false);
  const pending = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const retried = useRef(false);

  const load = useCallback(() => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setFailed(false);
    fetchCaptcha(controller.signal)
      .then((next) => {
        if (controller.signal.aborted) return;
        retried.current = false;
        setValue(next);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Asked within the server's second (another tab, a quick reload): once more, a second later.
        if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS' && !retried.current) {
          retried.current = true;
          pending.current = window.setTimeout(load, CAPTCHA_REFRESH_INTERVAL_MS);
          return;
        }
        setFailed(true);
      });
  }, []);

  const refreshByClick = useCallback(() => {
    if (gate.tryPass(Date.now())) load();
  }, [load]);

  const renew = useCallback(() => {
    window.clearTimeout(pending.current);
    const attempt = () => {
      if (gate.tryPass(Date.now())) load();
      else pending.current = window.setTimeout(attempt, RETRY_MS);
    };
    attempt();
  }, [load]);

  useEffect(() => {
    if (!active) return;
    renew();
    return () => {
      window.clearTimeout(pending.current);
      request.current?.abort();
    };
  }, [active, renew]);

  return { value: active ? value : null, failed, refreshByClick, renew };
}
