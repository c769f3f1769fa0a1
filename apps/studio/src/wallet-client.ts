import { createHmac } from 'node:crypto';
import {
  VENDOR_CALL_SCHEMAS,
  VENDOR_PROTOCOL_PREFIX,
  type VendorCall,
  VendorErrorResponse,
  type VendorRequest,
  type VendorResponse,
  vendorSigningInput,
} from '@khela/contract';

/**
 * The studio's client for Khela's seamless-wallet protocol (packages/contract/src/vendor-protocol.ts):
 * every call is a signed JSON POST to `/vendor/v1/<call>`.
 *
 * How the bytes travel is a Transport: `httpTransport(baseUrl)` over the network when the studio
 * runs alone, or the server's own `app.inject` when it is mounted in the Khela process (same
 * routes, signature check and logging, no socket).
 */
export type TransportResponse = { statusCode: number; body: string };
export type Transport = (
  path: string,
  headers: Record<string, string>,
  body: string,
) => Promise<TransportResponse>;

/** A call that did not produce a protocol answer (network down, HTTP 5xx, garbage body). */
export class WalletTransportError extends Error {}

export function httpTransport(baseUrl: string, timeoutMs = 10_000): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return async (path, headers, body) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { statusCode: response.status, body: await response.text() };
  };
}

export function signBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(vendorSigningInput(timestamp, rawBody)).digest('hex');
}

export type WalletClientOptions = {
  transport: Transport;
  /** The signing secret of a vendor code (the studio plays every demo vendor's games). */
  secretOf: (vendorCode: string) => Promise<string | undefined> | string | undefined;
  now?: () => number;
};

export type WalletClient = {
  call<C extends VendorCall>(
    vendorCode: string,
    call: C,
    request: VendorRequest<C>,
  ): Promise<VendorResponse<C>>;
};

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const now = options.now ?? Date.now;
  return {
    async call(vendorCode, call, request) {
      const secret = await options.secretOf(vendorCode);
      if (!secret) throw new WalletTransportError(`no signing secret for vendor ${vendorCode}`);
      const body = JSON.stringify(request);
      const timestamp = String(now());
      let answer: TransportResponse;
      try {
        answer = await options.transport(
          `${VENDOR_PROTOCOL_PREFIX}/${call}`,
          {
            'content-type': 'application/json',
            'x-khela-vendor': vendorCode,
            'x-khela-timestamp': timestamp,
            'x-khela-signature': signBody(secret, timestamp, body),
          },
          body,
        );
      } catch (error) {
        throw new WalletTransportError(`${call}: ${error instanceof Error ? error.message : String(error)}`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.body);
      } catch {
        throw new WalletTransportError(`${call}: HTTP ${answer.statusCode}, not JSON`);
      }
      const ok = VENDOR_CALL_SCHEMAS[call].response.safeParse(parsed);
      if (ok.success) return ok.data as VendorResponse<typeof call>;
      const refused = VendorErrorResponse.safeParse(parsed);
      if (refused.success) return refused.data;
      // A refusal with a code this client does not know yet is still a refusal, not silence.
      const status = (parsed as { status?: unknown } | null)?.status;
      if (typeof status === 'string' && status !== 'OK' && /^[A-Z_]{2,64}$/.test(status)) {
        const balance = (parsed as { balance?: unknown }).balance;
        return {
          status: status as VendorErrorResponse['status'],
          ...(typeof balance === 'string' ? { balance } : {}),
        };
      }
      throw new WalletTransportError(
        `${call}: HTTP ${answer.statusCode}, unexpected answer ${answer.body.slice(0, 200)}`,
      );
    },
  };
}
