import { currencyCodeOr, toDecimalString } from '@khela/money';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HttpApp } from '../../platform/http/types.js';
import type { SandboxPaymentRow } from './payments.deposits.repo.js';
import { SANDBOX_PATH, type SandboxGateway } from './payments.gateway.js';

/** How often the sandbox tries a webhook that did not get a 2xx or 4xx answer. */
export const SANDBOX_WEBHOOK_ATTEMPTS = 3;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef2f7;margin:0;padding:24px;color:#1d2433}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}p{margin:4px 0}.amount{font-size:32px;font-weight:700;margin:16px 0}
.note{font-size:13px;color:#5b6475;border-top:1px solid #e3e7ee;padding-top:12px;margin-top:16px}
form{display:inline}button{font-size:16px;padding:12px 18px;border-radius:8px;border:0;margin:8px 8px 0 0;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.cancel{background:#e3e7ee;color:#1d2433}.fail{background:#b42318;color:#fff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const RefParams = z.strictObject({ ref: z.string().regex(/^SBX[0-9A-F]{24}$/) });
const ActionParams = RefParams.extend({ action: z.enum(['pay', 'cancel', 'fail']) });
const RESULT_OF = { pay: 'paid', cancel: 'cancelled', fail: 'failed' } as const;

/**
 * The sandbox gateway's pages (it stands for an outside payment company): a checkout page with
 * Pay / Cancel / Fail, which records the outcome, posts the signed webhook to our webhook route
 * (through app.inject: same route, signature and log as over the network), retries it on
 * failure, and sends the player back to the merchant's return URL.
 */
export async function sandboxGatewayRoutes(app: HttpApp, sandbox: SandboxGateway) {
  async function deliver(payment: SandboxPaymentRow): Promise<number> {
    let status = 0;
    for (let attempt = 1; attempt <= SANDBOX_WEBHOOK_ATTEMPTS; attempt++) {
      // Signed afresh on each try: a retry carries a current timestamp, like a real gateway's.
      const webhook = await sandbox.webhookFor(payment, new Date());
      try {
        const response = await app.inject({
          method: 'POST',
          url: webhook.url,
          headers: { ...webhook.headers, 'content-type': 'application/json' },
          payload: webhook.body,
        });
        status = response.statusCode;
        if (status < 500) return status;
      } catch (error) {
        app.log.warn({ err: error }, 'sandbox gateway: webhook delivery failed');
      }
    }
    return status;
  }

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // Forms post without fields; take any body as text.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.get(
      `${SANDBOX_PATH}/:ref`,
      { schema: { hide: true, params: RefParams } },
      async (request, reply) => {
        const payment = await sandbox.payment(request.params.ref);
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        );
        reply.type('text/html; charset=utf-8');
        if (!payment)
          return reply.code(404).send(page('Sandbox Pay', '<h1>Sandbox Pay</h1><p>Unknown payment.</p>'));
        const currency = currencyCodeOr(payment.currency);
        const amount = `${toDecimalString(payment.amountMinor, currency)} ${payment.currency}`;
        const action = (name: string, label: string) =>
          `<form method="post" action="${SANDBOX_PATH}/${payment.ref}/${name}"><button class="${name}" type="submit" data-testid="sandbox-${name}">${label}</button></form>`;
        const buttons =
          payment.status === 'created'
            ? action('pay', 'Pay') + action('cancel', 'Cancel') + action('fail', 'Fail')
            : `<p>This payment is ${escapeHtml(payment.status)}.</p><p><a href="${escapeHtml(payment.returnUrl)}">Back to the merchant</a></p>`;
        return reply.send(
          page(
            'Sandbox Pay',
            `<h1>Sandbox Pay</h1><p>Merchant order ${escapeHtml(payment.merchantOrderId)}</p><p>Payment ${escapeHtml(payment.ref)}</p>` +
              `<div class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</div>${buttons}` +
              '<p class="note">A test gateway shipped with Khela: no real money moves. Pay sends the merchant a signed webhook.</p>',
          ),
        );
      },
    );

    scope.post(
      `${SANDBOX_PATH}/:ref/:action`,
      { schema: { hide: true, params: ActionParams } },
      async (request, reply) => {
        const { ref, action } = request.params;
        const payment = await sandbox.finish(ref, RESULT_OF[action], new Date());
        if (!payment) {
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .send(page('Sandbox Pay', '<p>Unknown payment.</p>'));
        }
        // A second click (or a reload) re-sends the webhook: our side must answer it as a duplicate.
        await deliver(payment);
        const join = payment.returnUrl.includes('?') ? '&' : '?';
        return reply.redirect(`${payment.returnUrl}${join}result=${payment.status}`, 303);
      },
    );
  });
}
