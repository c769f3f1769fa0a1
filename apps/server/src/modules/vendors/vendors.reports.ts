import { BOOK_STALE_EVENT_HOURS, BookEventVoidResult, BookExposureReport } from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { HttpApp } from '../../platform/http/types.js';
import { STUDIO_VENDOR } from './vendors.credentials.js';
import { signVendorBody } from './vendors.signature.js';

/**
 * Reports the platform reads from a vendor for the back office: today the studio book's open
 * bets and exposure per event (issue 19). The call is the seamless-wallet protocol in reverse:
 * the platform signs `timestamp + "." + path` with the vendor's secret (X-Khela-Vendor,
 * X-Khela-Timestamp, X-Khela-Signature) and the vendor checks it. Any failure to get a valid
 * answer (not mounted, refused, garbage) is VENDOR_REPORT_UNAVAILABLE, never a 500.
 */

export type ReportTransport = (
  path: string,
  headers: Record<string, string>,
  method?: 'GET' | 'POST',
) => Promise<{ statusCode: number; body: string }>;

/** Where app.ts mounts the studio (studio-mount.ts). */
export const STUDIO_MOUNT_PATH = '/studio';
const EXPOSURE_PATH = `${STUDIO_MOUNT_PATH}/book/report/exposure`;

/** A call into the studio mounted in this process: app.inject, no socket. */
export function injectTransport(app: Pick<HttpApp, 'inject'>): ReportTransport {
  return async (path, headers, method = 'GET') => {
    const response = await app.inject({ method, url: path, headers });
    return { statusCode: response.statusCode, body: response.body };
  };
}

export function createVendorReports(deps: {
  secretOf: (vendorCode: string) => Promise<string | undefined>;
  transport: ReportTransport;
  now: () => Date;
  logError?: (error: unknown, context: string) => void;
}) {
  /** A signed call to a vendor (no body: the path says it all); its status and JSON, undefined on failure. */
  async function call(
    vendorCode: string,
    path: string,
    method: 'GET' | 'POST',
  ): Promise<{ statusCode: number; json: unknown } | undefined> {
    const secret = await deps.secretOf(vendorCode);
    if (!secret) return undefined;
    const timestamp = String(deps.now().getTime());
    try {
      const answer = await deps.transport(
        path,
        {
          'x-khela-vendor': vendorCode,
          'x-khela-timestamp': timestamp,
          'x-khela-signature': signVendorBody(secret, timestamp, path),
        },
        method,
      );
      return { statusCode: answer.statusCode, json: JSON.parse(answer.body) as unknown };
    } catch (error) {
      deps.logError?.(error, `report ${path}`);
      return undefined;
    }
  }

  /** A signed GET of a vendor's report; its JSON, or undefined when there is no valid answer. */
  async function read(vendorCode: string, path: string): Promise<unknown> {
    const answer = await call(vendorCode, path, 'GET');
    if (answer && answer.statusCode !== 200) {
      deps.logError?.(new Error(`HTTP ${answer.statusCode}`), `report ${path}`);
      return undefined;
    }
    return answer?.json;
  }

  return {
    /** The studio book's open bets and exposure per event, largest liability first. */
    async bookExposure(): Promise<BookExposureReport> {
      const parsed = BookExposureReport.safeParse(await read(STUDIO_VENDOR, EXPOSURE_PATH));
      if (!parsed.success) throw new AppError('VENDOR_REPORT_UNAVAILABLE');
      return parsed.data;
    },

    /**
     * Voids a stale event's open bets in the studio book (decision 0069): BOOK_EVENT_NOT_VOIDABLE
     * while the feed still runs it, BOOK_EVENT_NOT_FOUND when it has no open bets.
     */
    async voidBookEvent(fixtureId: string): Promise<BookEventVoidResult> {
      const path = `${STUDIO_MOUNT_PATH}/book/report/events/${encodeURIComponent(fixtureId)}/void`;
      const answer = await call(STUDIO_VENDOR, path, 'POST');
      const status = (answer?.json as { status?: unknown } | undefined)?.status;
      if (answer?.statusCode === 409 && status === 'EVENT_NOT_STALE')
        throw new AppError('BOOK_EVENT_NOT_VOIDABLE', { hours: BOOK_STALE_EVENT_HOURS });
      if (answer?.statusCode === 404 && status === 'EVENT_NOT_FOUND')
        throw new AppError('BOOK_EVENT_NOT_FOUND');
      const parsed = BookEventVoidResult.safeParse(answer?.statusCode === 200 ? answer.json : undefined);
      if (!parsed.success) {
        if (answer) deps.logError?.(new Error(`HTTP ${answer.statusCode}`), `report ${path}`);
        throw new AppError('VENDOR_REPORT_UNAVAILABLE');
      }
      return parsed.data;
    },
  };
}

export type VendorReports = ReturnType<typeof createVendorReports>;
