import type { AppContext } from '../context.js';
import { createFakePhoneProvider } from './fake-phone-provider.js';
import * as repo from './notify.repo.js';
import { createPhoneVerifier, type PhoneVerifier } from './phone-verification.js';

/**
 * How the platform reaches people: SMS and email providers behind one small interface each.
 * The default provider is the 'outbox': the message is stored in outbox_message (which the back
 * office and the tests read) and, in development, printed in the log. A real provider (an SMS
 * gateway, SMTP) implements the same interface and still records what it handed over.
 */
export type SmsMessage = {
  /** E.164 without spaces, e.g. +8801712345678. */
  to: string;
  /** What the message is for: register, login, forgot-password, verify-login … */
  purpose: string;
  body: string;
};

export type EmailMessage = { to: string; purpose: string; subject: string; body: string };

export interface SmsProvider {
  readonly name: string;
  sendSms(message: SmsMessage): Promise<void>;
}

export interface EmailProvider {
  readonly name: string;
  sendEmail(message: EmailMessage): Promise<void>;
}

/**
 * `phone`: external phone verification (decision 0087) when PHONE_PROVIDER is set: the provider
 * sends the SMS and checks the code itself, and this checks the ID token it issues; null when the
 * site sends its own SMS codes (the default).
 */
export type Notifier = { sms: SmsProvider; email: EmailProvider; phone: PhoneVerifier | null };

/** The slice of a logger the outbox needs (Fastify's logger fits). */
export type InfoLogger = { info(details: Record<string, unknown>, message: string): void };

export function createOutboxProviders(ctx: AppContext, log: InfoLogger | undefined): Notifier {
  const db = ctx.database.db;
  const store = async (channel: repo.Channel, message: EmailMessage) => {
    const row = await repo.insertOutboxMessage(db, {
      channel,
      recipient: message.to,
      purpose: message.purpose,
      subject: message.subject,
      body: message.body,
      provider: 'outbox',
      status: 'stored',
      createdAt: ctx.now(),
    });
    // Development only: the person running the demo reads codes from the log.
    if (ctx.config.environment === 'development') {
      log?.info(
        {
          outboxId: row.id.toString(),
          channel,
          to: message.to,
          purpose: message.purpose,
          body: message.body,
        },
        `outbox ${channel} to ${message.to}`,
      );
    }
  };
  return {
    sms: { name: 'outbox', sendSms: (message) => store('sms', { ...message, subject: '' }) },
    email: { name: 'outbox', sendEmail: (message) => store('email', message) },
    phone: null,
  };
}

/** The external phone verification PHONE_PROVIDER names (the fake runs in this process), or none. */
function phoneVerifierOf(ctx: AppContext): PhoneVerifier | null {
  const config = ctx.config.phoneProvider;
  if (!config) return null;
  const fake =
    config.kind === 'fake'
      ? createFakePhoneProvider({
          projectId: config.projectId,
          apiKey: config.apiKey,
          issuer: config.issuer,
          now: ctx.now,
        })
      : null;
  return createPhoneVerifier(config, fake);
}

/** The providers the configuration names: the outbox for SMS and email, and any phone verifier. */
export function createNotifier(ctx: AppContext, log?: InfoLogger): Notifier {
  return { ...createOutboxProviders(ctx, log), phone: phoneVerifierOf(ctx) };
}
