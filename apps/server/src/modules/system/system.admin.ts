import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { canonicalCidr, type IpAction } from './ip-rules.js';
import {
  checkSettingValue,
  definitionOf,
  isSettingCode,
  SETTING_CODES,
  type SettingCode,
  type SettingModule,
} from './settings-registry.js';
import * as repo from './system.repo.js';

/** Operator use cases (CLI now, back office later): every input is checked before anything is written. */

export const IP_NOTE_MAX_CHARS = 200;

export type SettingView = {
  code: SettingCode;
  module: SettingModule;
  description: string;
  value: unknown;
  /** True when nothing valid is stored and the registry default applies. */
  isDefault: boolean;
};

export type IpRuleView = { action: IpAction; cidr: string; note: string; createdAt: string };

function knownCode(code: string): SettingCode {
  const wanted = code.trim().toUpperCase();
  if (!isSettingCode(wanted)) throw new AppError('SETTING_UNKNOWN', { code: code.slice(0, 64) });
  return wanted;
}

function cidrOf(text: string): string {
  const cidr = canonicalCidr(text);
  if (!cidr) throw new AppError('IP_RULE_INVALID_CIDR', { cidr: text.slice(0, 64) });
  return cidr;
}

function viewOf(row: repo.IpRuleRow, action: IpAction): IpRuleView {
  return { action, cidr: row.cidr, note: row.note, createdAt: row.createdAt.toISOString() };
}

/** Runs inside the change's transaction with the state before and after it (the audit entry). */
export type OnChange<T> = (tx: Tx, change: { before: T | null; after: T | null }) => Promise<void>;

export function createSystemAdmin(ctx: AppContext, invalidate: () => Promise<void>) {
  const db = ctx.database.db;

  /** Reads straight from the database (not the cache): an operator sees what is stored now. */
  async function listSettings(): Promise<SettingView[]> {
    const stored = new Map((await repo.listSettings(db)).map((row) => [row.code, row.value]));
    return SETTING_CODES.map((code) => {
      const definition = definitionOf(code);
      const checked = checkSettingValue(code, stored.get(code));
      return {
        code,
        module: definition.module,
        description: definition.description,
        value: checked.ok ? checked.value : definition.defaultValue,
        isDefault: !checked.ok,
      };
    });
  }

  async function getSetting(code: string): Promise<SettingView> {
    const wanted = knownCode(code);
    const views = await listSettings();
    const view = views.find((v) => v.code === wanted);
    if (!view) throw new AppError('SETTING_UNKNOWN', { code: wanted });
    return view;
  }

  /**
   * Stores values after checking each against its code's schema (all or none); the next read sees
   * them. `onChange` runs in the same transaction with what was stored before and after (audit).
   */
  async function setSettings(
    entries: { code: string; value: unknown }[],
    onChange?: OnChange<Record<string, unknown>>,
  ): Promise<{ code: SettingCode; value: unknown }[]> {
    const checked = entries.map(({ code, value }) => {
      const known = knownCode(code);
      const result = checkSettingValue(known, value);
      if (!result.ok) throw new AppError('SETTING_INVALID_VALUE', { code: known, detail: result.detail });
      return { code: known, value: result.value };
    });
    await db.transaction(async (tx) => {
      const stored = new Map((await repo.listSettings(tx)).map((row) => [row.code, row.value]));
      for (const { code, value } of checked) {
        const { module, description } = definitionOf(code);
        await repo.upsertSetting(tx, { code, module, description, value }, ctx.now());
      }
      await onChange?.(tx, {
        before: Object.fromEntries(checked.map(({ code }) => [code, stored.get(code) ?? null])),
        after: Object.fromEntries(checked.map(({ code, value }) => [code, value])),
      });
    });
    await invalidate();
    return checked;
  }

  /** Stores a value after checking it against the code's schema; the next read sees it. */
  async function setSetting(
    code: string,
    value: unknown,
    onChange?: OnChange<Record<string, unknown>>,
  ): Promise<{ code: SettingCode; value: unknown }> {
    const [stored] = await setSettings([{ code, value }], onChange);
    if (!stored) throw new Error('setting was not written');
    return stored;
  }

  async function listIpRules(): Promise<IpRuleView[]> {
    return (await repo.listIpRules(db)).flatMap((row) =>
      row.action === 'allow' || row.action === 'deny' ? [viewOf(row, row.action)] : [],
    );
  }

  /** Adds a rule, or changes the action and note of the rule already on that range. */
  async function addIpRule(
    input: {
      action: IpAction;
      cidr: string;
      note?: string;
    },
    onChange?: OnChange<IpRuleView>,
  ): Promise<{ rule: IpRuleView; created: boolean }> {
    if (input.action !== 'allow' && input.action !== 'deny') {
      throw new AppError('VALIDATION_FAILED', { detail: 'action must be allow or deny' });
    }
    const cidr = cidrOf(input.cidr);
    const note = (input.note ?? '').replace(/\s+/g, ' ').trim(); // one line in every listing
    if ([...note].length > IP_NOTE_MAX_CHARS)
      throw new AppError('IP_RULE_NOTE_TOO_LONG', { max: IP_NOTE_MAX_CHARS });
    const change = { action: input.action, note };
    const result = await db.transaction(async (tx) => {
      const existing = await repo.findIpRule(tx, cidr);
      const row = existing
        ? await repo.updateIpRule(tx, cidr, change)
        : await repo.insertIpRule(tx, { ...change, cidr }, ctx.now());
      if (row) {
        await onChange?.(tx, {
          before: existing ? viewOf(existing, existing.action === 'allow' ? 'allow' : 'deny') : null,
          after: viewOf(row, input.action),
        });
      }
      return { row, created: !existing };
    });
    if (!result.row) throw new Error(`IP rule ${cidr} was not written`);
    await invalidate();
    return { rule: viewOf(result.row, input.action), created: result.created };
  }

  async function removeIpRule(text: string, onChange?: OnChange<IpRuleView>): Promise<{ cidr: string }> {
    const cidr = cidrOf(text);
    const removed = await db.transaction(async (tx) => {
      const existing = await repo.findIpRule(tx, cidr);
      const count = await repo.deleteIpRule(tx, cidr);
      if (existing && count > 0) {
        const action = existing.action === 'allow' ? 'allow' : 'deny';
        await onChange?.(tx, { before: viewOf(existing, action), after: null });
      }
      return count;
    });
    if (removed === 0) throw new AppError('IP_RULE_NOT_FOUND', { cidr });
    await invalidate();
    return { cidr };
  }

  return { listSettings, getSetting, setSetting, setSettings, listIpRules, addIpRule, removeIpRule };
}
