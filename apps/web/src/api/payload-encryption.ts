import { encryptPayload, PayloadEncryptionConfig } from '@khela/contract';
import { z } from 'zod';

/** Only the part of the site config the encoder needs; a key it cannot read counts as none. */
export const SiteConfigKey = z.object({
  payloadEncryption: PayloadEncryptionConfig.optional().catch(undefined),
});

/** Where the site config's `payloadEncryption` comes from; null while the server publishes none. */
export type EncryptionConfigLoader = () => Promise<PayloadEncryptionConfig | null>;

/**
 * The E (encrypted) calls, done once here so no page handles ciphertext: a body is
 * encrypted for the public key the site config publishes, always — PLAINPAYLOAD only lets API
 * tools and tests send plain JSON, the site itself never does. It goes plain only while the server
 * publishes no key, or where the browser has no WebCrypto (an insecure origin): the server then
 * answers PLAIN_PAYLOAD_REFUSED, translated, unless plain bodies are allowed.
 */
export type PayloadEncoder = ReturnType<typeof createPayloadEncoder>;

export function createPayloadEncoder(load: EncryptionConfigLoader) {
  let config: Promise<PayloadEncryptionConfig | null> | undefined;
  const current = () => {
    config ??= load().catch((error: unknown) => {
      config = undefined;
      throw error;
    });
    return config;
  };
  return {
    async encode(body: unknown): Promise<unknown> {
      const published = await current();
      if (!published || !globalThis.crypto?.subtle) return body;
      return encryptPayload(published.publicKey, published.kid, body);
    },
    /** The server no longer holds the key we used (PAYLOAD_KEY_UNKNOWN): load the config again. */
    forget(): void {
      config = undefined;
    },
  };
}
