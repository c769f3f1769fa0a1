import {
  ChangePaymentPasswordRequest,
  envelope,
  PaymentPasswordStatusValue,
  SetPaymentPasswordRequest,
} from '@khela/contract';
import { z } from 'zod';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import { encrypted } from './accounts.http.js';
import type { AccountsService } from './accounts.service.js';

const tags = ['member'];
const path = '/wps/member/password/payment';

/** The payment password of the security centre (decision 0021); real accounts only. */
export function paymentPasswordRoutes(app: HttpApp, accounts: AccountsService, guards: AuthGuards) {
  app.get(
    path,
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Payment password status (T): whether one is set, seconds left on a lock',
        response: { 200: envelope(PaymentPasswordStatusValue) },
      },
    },
    async (request) => ok(await accounts.paymentPasswordStatus(principalOf(request))),
  );
  app.post(
    path,
    {
      ...guards.member,
      config: encrypted,
      schema: {
        tags,
        summary: 'Set the first payment password (T, E) with the login password; 409 when one is set',
        body: SetPaymentPasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) =>
      ok(await accounts.setPaymentPassword(principalOf(request), request.body, request.lang)),
  );
  app.put(
    path,
    {
      ...guards.member,
      config: encrypted,
      schema: {
        tags,
        summary:
          'Change the payment password (T, E) with the current one (wrong tries count toward the lock)',
        body: ChangePaymentPasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) =>
      ok(await accounts.changePaymentPassword(principalOf(request), request.body, request.lang)),
  );
}
