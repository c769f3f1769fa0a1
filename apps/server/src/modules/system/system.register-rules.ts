import {
  ALWAYS_REQUIRED_REGISTER_FIELDS,
  type Language,
  REGISTER_FIELDS,
  type RegisterField,
  RegisterFieldRule,
  type RegisterRuleUpdateRequest,
  type RegisterRuleView,
  validationReasonMessage,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OnChange } from './system.admin.js';
import * as repo from './system.repo.js';
import { HIDDEN_FIELD } from './system.site-config.js';

type Rule = RegisterFieldRule;

const locked = (field: RegisterField) =>
  (ALWAYS_REQUIRED_REGISTER_FIELDS as readonly string[]).includes(field);

function ruleOf(row: repo.RegisterRuleRow | undefined): Rule | null {
  const parsed = RegisterFieldRule.safeParse(row);
  return parsed.success ? parsed.data : null;
}

/**
 * Registration field rules (the validation config per field, decision 0032): what
 * the register form shows and requires, and each field's length and pattern. The request schema
 * checks the rule on its own; here, what depends on the field. The register form and the
 * registration check read the new rule as soon as the cache is invalidated.
 */
export function createRegisterRulesAdmin(ctx: AppContext, invalidate: () => Promise<void>) {
  const db = ctx.database.db;

  /** Every register field in form order, straight from the database (not the cache). */
  async function listRegisterRules(): Promise<RegisterRuleView[]> {
    const stored = new Map((await repo.listRegisterRules(db)).map((row) => [row.field, ruleOf(row)]));
    return REGISTER_FIELDS.map((field) => {
      const rule = stored.get(field) ?? null;
      return { field, ...(rule ?? HIDDEN_FIELD), stored: rule !== null, locked: locked(field) };
    });
  }

  async function setRegisterRule(
    field: RegisterField,
    request: Omit<RegisterRuleUpdateRequest, 'reason'>,
    language: Language,
    onChange?: OnChange<Rule>,
  ): Promise<RegisterRuleView[]> {
    if (locked(field) && !(request.enabled && request.required)) {
      const path = request.enabled ? 'required' : 'enabled';
      const message = validationReasonMessage('always_required', language);
      throw new AppError(
        'VALIDATION_FAILED',
        { detail: `${path}: ${message}` },
        { fields: [{ field: `body.${path}`, reason: 'always_required', message }] },
      );
    }
    const after: Rule = {
      enabled: request.enabled,
      required: request.required,
      acceptedPattern: request.acceptedPattern,
      patternId: request.patternId,
      minLength: request.minLength,
      maxLength: request.maxLength,
    };
    await db.transaction(async (tx) => {
      const before = ruleOf(await repo.findRegisterRule(tx, field));
      await repo.upsertRegisterRule(tx, { field, ...after }, ctx.now());
      await onChange?.(tx, { before, after });
    });
    await invalidate();
    return listRegisterRules();
  }

  return { listRegisterRules, setRegisterRule };
}
