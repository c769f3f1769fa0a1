import type {
  BrandUpdateRequest,
  BrandValue,
  IpRuleChangeValue,
  IpRuleRequest,
  Language,
  RegisterField,
  RegisterRulesValue,
  RegisterRuleUpdateRequest,
  SiteSettingsValue,
  SiteStatusAdminValue,
  SiteStatusUpdateRequest,
} from '@khela/contract';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import { definitionOf, type SettingCode } from './settings-registry.js';
import type { OnChange } from './system.admin.js';
import type { SystemService } from './system.service.js';

/** A feature flag is a setting whose value is exactly {enabled: boolean}. */
function isFlag(code: SettingCode): boolean {
  const value = definitionOf(code).defaultValue;
  return typeof value === 'object' && value !== null && Object.keys(value).join() === 'enabled';
}

/**
 * The back office's site pages: status and maintenance text, IP/region rules, the
 * settings registry, registration field rules and the brand configuration (decision 0032). Every change goes through the system module's admin verbs and leaves one
 * audit entry (before/after) in the change's own transaction.
 */
export function createSystemOperator(system: SystemService, audit: AuditService) {
  function audited<T>(
    operator: OperatorPrincipal,
    action: string,
    target: { type: string; id: string },
    reason?: string,
  ): OnChange<T> {
    return (tx, change) =>
      audit.record(tx, {
        ...operatorActor(operator),
        action,
        target,
        before: change.before,
        after: change.after,
        ...(reason ? { reason } : {}),
      });
  }

  /** Status as the operator's own address sees it, the maintenance switch and text, the IP rules. */
  async function status(operator: OperatorPrincipal): Promise<SiteStatusAdminValue> {
    const [current, settings, ipRules] = await Promise.all([
      system.getStatus(operator.ip),
      system.settings(),
      system.listIpRules(),
    ]);
    return {
      status: current.status,
      maintenance: settings.MAINTENANCE.enabled,
      maintenanceText: settings.MAINTENANCETEXT,
      ipRules,
    };
  }

  /** Maintenance on/off and its text: both settings in one transaction, one audit entry. */
  async function setStatus(
    operator: OperatorPrincipal,
    request: SiteStatusUpdateRequest,
  ): Promise<SiteStatusAdminValue> {
    await system.setSettings(
      [
        { code: 'MAINTENANCE', value: { enabled: request.maintenance } },
        { code: 'MAINTENANCETEXT', value: request.maintenanceText },
      ],
      audited(operator, 'site.status', { type: 'site', id: 'status' }, request.reason),
    );
    return status(operator);
  }

  async function addIpRule(operator: OperatorPrincipal, request: IpRuleRequest): Promise<IpRuleChangeValue> {
    return system.addIpRule(
      request,
      audited(operator, 'site.ip_rule.save', { type: 'ip_rule', id: request.cidr.slice(0, 64) }),
    );
  }

  async function removeIpRule(operator: OperatorPrincipal, cidr: string): Promise<IpRuleChangeValue> {
    await system.removeIpRule(cidr, audited(operator, 'site.ip_rule.remove', { type: 'ip_rule', id: cidr }));
    return { rule: null, created: false };
  }

  async function settings(): Promise<SiteSettingsValue> {
    const list = await system.listSettings();
    return {
      list: list.map((view) => ({
        ...view,
        defaultValue: definitionOf(view.code).defaultValue,
        isFlag: isFlag(view.code),
      })),
    };
  }

  async function setSetting(
    operator: OperatorPrincipal,
    code: string,
    value: unknown,
    reason?: string,
  ): Promise<SiteSettingsValue> {
    const id = code.trim().toUpperCase().slice(0, 64);
    await system.setSetting(code, value, audited(operator, 'site.setting', { type: 'setting', id }, reason));
    return settings();
  }

  async function registerRules(): Promise<RegisterRulesValue> {
    return { list: await system.listRegisterRules() };
  }

  async function setRegisterRule(
    operator: OperatorPrincipal,
    field: RegisterField,
    request: RegisterRuleUpdateRequest,
    language: Language,
  ): Promise<RegisterRulesValue> {
    const { reason, ...rule } = request;
    const list = await system.setRegisterRule(
      field,
      rule,
      language,
      audited(operator, 'site.register_rule', { type: 'register_field', id: field }, reason),
    );
    return { list };
  }

  async function brand(): Promise<BrandValue> {
    const s = await system.settings();
    return {
      name: s.BRAND.name,
      logoUrl: s.BRAND.logoUrl,
      merchantCode: s.MERCHANTCODE,
      currencyCode: s.CURRENCY.code,
      currencySymbol: s.CURRENCY.symbol,
      defaultLanguage: s.LANGUAGES.default,
      supportedLanguages: s.LANGUAGES.supported,
      languageSet: s.LANGUAGES.resourceSet,
    };
  }

  /** The brand's four settings codes in one transaction, one audit entry (before/after per code). */
  async function setBrand(operator: OperatorPrincipal, request: BrandUpdateRequest): Promise<BrandValue> {
    await system.setSettings(
      [
        { code: 'BRAND', value: { name: request.name, logoUrl: request.logoUrl } },
        { code: 'MERCHANTCODE', value: request.merchantCode },
        { code: 'CURRENCY', value: { code: request.currencyCode, symbol: request.currencySymbol } },
        {
          code: 'LANGUAGES',
          value: {
            default: request.defaultLanguage,
            supported: request.supportedLanguages,
            resourceSet: request.languageSet,
          },
        },
      ],
      audited(operator, 'site.brand', { type: 'site', id: 'brand' }, request.reason),
    );
    return brand();
  }

  return {
    status,
    setStatus,
    addIpRule,
    removeIpRule,
    settings,
    setSetting,
    registerRules,
    setRegisterRule,
    brand,
    setBrand,
  };
}

export type SystemOperator = ReturnType<typeof createSystemOperator>;
