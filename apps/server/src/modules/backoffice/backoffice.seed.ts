import type { AppContext } from '../../platform/context.js';
import { createOperators, type NewOperator } from './backoffice.operators.js';

/**
 * Demo operators, one per role (README "Demo accounts"). DEMO ONLY: the passwords and
 * authenticator secrets are public; add a secret to an authenticator app to sign in at
 * /backoffice/. Insert-if-missing.
 */
export const DEMO_OPERATORS = [
  {
    username: 'owner01',
    password: 'owner01pass',
    role: 'owner',
    totpSecret: 'YVUQBKCUXOEQI2CQYVC6PEKQORHDZ2HX',
  },
  {
    username: 'admin01',
    password: 'admin01pass',
    role: 'admin',
    totpSecret: 'SXSKOJW6FMEOOTUCSSYXTEWPMZJLSQPT',
  },
  {
    username: 'finance01',
    password: 'finance01pass',
    role: 'finance',
    totpSecret: 'UCW4WXQTQVGGYQH5FHCBH3OYY4PI3USC',
  },
  {
    username: 'risk01',
    password: 'risk01pass',
    role: 'risk',
    totpSecret: 'IBPMT2JECCHXMEEP467DZVFX46BRQBXK',
  },
  {
    username: 'content01',
    password: 'content01pass',
    role: 'content',
    totpSecret: 'SLOTGYVOJRPGLVVMRMG34355MN7ZE2UA',
  },
  {
    username: 'support01',
    password: 'support01pass',
    role: 'support',
    totpSecret: 'VHQRWLMMGWSFQPTN6XVNHSOYESL6I3MX',
  },
] as const satisfies readonly NewOperator[];

export async function seedOperators(ctx: AppContext): Promise<void> {
  const operators = createOperators(ctx);
  for (const demo of DEMO_OPERATORS) await operators.ensure(demo);
}
