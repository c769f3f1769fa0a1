import { VENDOR_HEADERS, type VendorCall } from '@khela/contract';
import { and, eq } from 'drizzle-orm';
import { game } from '../modules/games/games.catalogue.tables.js';
import { signVendorBody } from '../modules/vendors/vendors.signature.js';
import type { TestApp } from './harness.js';

export type VendorReply = { http: number; text: string; body: Record<string, unknown> & { status: string } };

/** Signs and sends seamless-wallet calls the way a vendor does (test side of the protocol). */
export function vendorClient(t: TestApp, vendorCode = 'KHELA') {
  async function secret(code = vendorCode): Promise<string> {
    const value = await t.app.services.vendors.secretOf(code);
    if (!value) throw new Error(`no secret for ${code}`);
    return value;
  }

  async function call(
    name: VendorCall | string,
    body: unknown,
    options: {
      vendor?: string;
      secret?: string;
      timestamp?: string;
      signature?: string;
      raw?: string;
      omit?: ('vendor' | 'timestamp' | 'signature')[];
    } = {},
  ): Promise<VendorReply> {
    const raw = options.raw ?? JSON.stringify(body);
    const timestamp = options.timestamp ?? String(t.ctx.now().getTime());
    const key = options.secret ?? (await secret(options.vendor ?? vendorCode));
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (!options.omit?.includes('vendor')) headers[VENDOR_HEADERS.vendor] = options.vendor ?? vendorCode;
    if (!options.omit?.includes('timestamp')) headers[VENDOR_HEADERS.timestamp] = timestamp;
    if (!options.omit?.includes('signature')) {
      headers[VENDOR_HEADERS.signature] = options.signature ?? signVendorBody(key, timestamp, raw);
    }
    const res = await t.app.inject({ method: 'POST', url: `/vendor/v1/${name}`, headers, payload: raw });
    return { http: res.statusCode, text: res.body, body: JSON.parse(res.body) };
  }

  /** Catalogue games of a vendor with or without free trial. */
  async function games(supportPlay: 0 | 1, vendor = vendorCode, limit = 3) {
    return t.ctx.database.db
      .select()
      .from(game)
      .where(and(eq(game.vassalage, vendor), eq(game.supportPlay, supportPlay), eq(game.status, 'active')))
      .orderBy(game.nodeId)
      .limit(limit);
  }

  return { call, secret, games };
}

/** The launch URL's one-time token. */
export function tokenOf(url: string): string {
  const token = new URL(url, 'http://khela.test').searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}
