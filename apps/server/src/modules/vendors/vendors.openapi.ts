import {
  VENDOR_CALL_SCHEMAS,
  VENDOR_CALLS,
  VENDOR_HEADERS,
  VENDOR_PROTOCOL_PREFIX,
  VENDOR_PROTOCOL_STATUS_MEANINGS,
  VENDOR_PROTOCOL_STATUSES,
  VENDOR_REPLAY_WINDOW_MS,
  type VendorCall,
  VendorErrorResponse,
} from '@khela/contract';
import { z } from 'zod';

/**
 * docs/vendor-protocol.openapi.yaml, generated from the zod schemas of
 * packages/contract/src/vendor-protocol.ts (vendors.openapi.test.ts fails when the file and the
 * schemas or the routes drift). Regenerate:
 * `npx tsx --conditions=source apps/server/src/modules/vendors/vendors.openapi.ts`.
 */
export const VENDOR_OPENAPI_PATH = 'docs/vendor-protocol.openapi.yaml';

const SUMMARIES: Record<VendorCall, string> = {
  authenticate: 'Spends the one-time launch token the game URL carried; opens the game session.',
  balance: "The player's balance (play money for a trial player).",
  debit: 'Takes a stake: opens the round or joins an open one. Needs a live game session.',
  credit: 'Pays a win (may be "0.00"); settles the round unless endRound is false.',
  credits:
    'Up to 500 credits in one call (a settlement): each item is a credit, answered and made idempotent as that credit alone; not atomic.',
  rollback: 'Refunds one debit of an open round; an unknown debit leaves a marker that refuses it later.',
  endRound: 'Settles the round without a payment.',
  adjust: 'A signed correction (positive credits the player); naming a settled round moves its win.',
};

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return rest;
}

export function vendorOpenApiDocument(): Record<string, unknown> {
  const schemas: Record<string, unknown> = {
    ErrorResponse: jsonSchema(VendorErrorResponse),
  };
  const paths: Record<string, unknown> = {};
  for (const call of VENDOR_CALLS) {
    const name = call.charAt(0).toUpperCase() + call.slice(1);
    schemas[`${name}Request`] = jsonSchema(VENDOR_CALL_SCHEMAS[call].request);
    schemas[`${name}Response`] = jsonSchema(VENDOR_CALL_SCHEMAS[call].response);
    paths[`${VENDOR_PROTOCOL_PREFIX}/${call}`] = {
      post: {
        operationId: call,
        summary: SUMMARIES[call],
        security: [{ vendorSignature: [] }],
        parameters: [
          { $ref: '#/components/parameters/Vendor' },
          { $ref: '#/components/parameters/Timestamp' },
          { $ref: '#/components/parameters/Signature' },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}Request` } } },
        },
        responses: {
          '200': {
            description: 'Every protocol outcome: status OK, or an error status (see ErrorResponse).',
            content: {
              'application/json': {
                schema: {
                  oneOf: [
                    { $ref: `#/components/schemas/${name}Response` },
                    { $ref: '#/components/schemas/ErrorResponse' },
                  ],
                },
              },
            },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Khela seamless-wallet protocol',
      version: '1.0.0',
      description: [
        'Calls a game vendor makes to Khela while a player plays. HTTP POST, JSON body, HTTP 200 for every',
        'protocol outcome; the body carries `status` ("OK" or an error code). Amounts and balances are',
        'decimal strings in major units ("12.50"). Idempotent by (vendor, transactionId): a replay returns',
        'the first response byte for byte; the same id with another body is DUPLICATE_TRANSACTION_CONFLICT.',
        `Signature: hex(HMAC-SHA256(vendorSecret, timestamp + "." + rawBody)); replay window ±${VENDOR_REPLAY_WINDOW_MS / 1000} s.`,
        '',
        'Statuses:',
        ...VENDOR_PROTOCOL_STATUSES.map((s) => `- ${s}: ${VENDOR_PROTOCOL_STATUS_MEANINGS[s]}`),
      ].join('\n'),
    },
    paths,
    components: {
      securitySchemes: {
        vendorSignature: {
          type: 'apiKey',
          in: 'header',
          name: VENDOR_HEADERS.signature,
          description: 'hex HMAC-SHA256 of timestamp + "." + raw body, keyed with the vendor secret',
        },
      },
      parameters: {
        Vendor: {
          name: VENDOR_HEADERS.vendor,
          in: 'header',
          required: true,
          schema: { type: 'string', examples: ['KHELA'] },
        },
        Timestamp: {
          name: VENDOR_HEADERS.timestamp,
          in: 'header',
          required: true,
          description: 'unix milliseconds',
          schema: { type: 'string', pattern: '^\\d{13}$' },
        },
        Signature: {
          name: VENDOR_HEADERS.signature,
          in: 'header',
          required: true,
          schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        },
      },
      schemas,
    },
  };
}

// ── A small YAML writer (block style; strings always quoted, so nothing is re-typed) ─────

function scalar(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'null';
  return String(value);
}

function isEmpty(value: unknown): boolean {
  return (
    (Array.isArray(value) && value.length === 0) ||
    (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
  );
}

function emit(value: unknown, indent: string): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (item !== null && typeof item === 'object' && !isEmpty(item)) {
        const [first = '', ...rest] = emit(item, `${indent}  `);
        return [`${indent}- ${first.trimStart()}`, ...rest];
      }
      return [`${indent}- ${isEmpty(item) ? (Array.isArray(item) ? '[]' : '{}') : scalar(item)}`];
    });
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
      const name = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
      if (item !== null && typeof item === 'object' && !isEmpty(item)) {
        return [`${indent}${name}:`, ...emit(item, `${indent}  `)];
      }
      if (typeof item === 'string' && item.includes('\n')) {
        return [
          `${indent}${name}: |-`,
          ...item.split('\n').map((line) => (line ? `${indent}  ${line}` : '')),
        ];
      }
      return [`${indent}${name}: ${isEmpty(item) ? (Array.isArray(item) ? '[]' : '{}') : scalar(item)}`];
    });
  }
  return [`${indent}${scalar(value)}`];
}

export function toYaml(document: unknown): string {
  return `# Generated from packages/contract/src/vendor-protocol.ts by apps/server/src/modules/vendors/vendors.openapi.ts.\n${emit(document, '').join('\n')}\n`;
}

// Run directly: writes the document.
if (process.argv[1]?.endsWith('vendors.openapi.ts')) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(VENDOR_OPENAPI_PATH, toYaml(vendorOpenApiDocument()));
  console.log(`wrote ${VENDOR_OPENAPI_PATH}`);
}
