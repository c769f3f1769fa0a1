import type { IpAction } from './ip-rules.js';
import type { SystemService } from './system.service.js';

/**
 * The operator commands of `npm run settings -- …`: parsed before any database is opened,
 * so a typo costs nothing, then run through the system service (never SQL), so the CLI checks
 * exactly what the back office will.
 */
export const USAGE =
  'usage: settings list | settings get CODE | settings set CODE JSON | maintenance on|off | ' +
  'ip list | ip allow CIDR [note] | ip deny CIDR [note] | ip remove CIDR';

export type CliCommand =
  | { kind: 'settings-list' }
  | { kind: 'settings-get'; code: string }
  | { kind: 'settings-set'; code: string; value: unknown }
  | { kind: 'maintenance'; enabled: boolean }
  | { kind: 'ip-list' }
  | { kind: 'ip-add'; action: IpAction; cidr: string; note: string }
  | { kind: 'ip-remove'; cidr: string };

/** Bad command-line input: the message is one line for the operator. */
export class CliUsageError extends Error {}

function expectCount(args: string[], min: number, max: number, shape: string): void {
  if (args.length < min || args.length > max) throw new CliUsageError(`expected: ${shape}`);
}

function parseJson(code: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CliUsageError(`the value for ${code} is not valid JSON: ${text.slice(0, 80)}`);
  }
}

function parseSettings(args: string[]): CliCommand {
  const [verb, code = '', value = ''] = args;
  switch (verb) {
    case 'list':
      expectCount(args, 1, 1, 'settings list');
      return { kind: 'settings-list' };
    case 'get':
      expectCount(args, 2, 2, 'settings get CODE');
      return { kind: 'settings-get', code };
    case 'set':
      expectCount(args, 3, 3, 'settings set CODE JSON (quote the JSON, e.g. \'{"enabled":true}\')');
      return { kind: 'settings-set', code, value: parseJson(code, value) };
    default:
      throw new CliUsageError(`unknown settings command "${verb ?? ''}"; ${USAGE}`);
  }
}

function parseIp(args: string[]): CliCommand {
  const [verb, cidr = '', ...noteWords] = args;
  switch (verb) {
    case 'list':
      expectCount(args, 1, 1, 'ip list');
      return { kind: 'ip-list' };
    case 'allow':
    case 'deny':
      expectCount(args, 2, Number.POSITIVE_INFINITY, `ip ${verb} CIDR [note]`);
      return { kind: 'ip-add', action: verb, cidr, note: noteWords.join(' ') };
    case 'remove':
      expectCount(args, 2, 2, 'ip remove CIDR');
      return { kind: 'ip-remove', cidr };
    default:
      throw new CliUsageError(`unknown ip command "${verb ?? ''}"; ${USAGE}`);
  }
}

export function parseCommand(argv: string[]): CliCommand {
  const [group, ...args] = argv;
  switch (group) {
    case 'settings':
      return parseSettings(args);
    case 'list':
    case 'get':
    case 'set':
      // `npm run settings -- list` reads naturally too: the script is already called settings.
      return parseSettings(argv);
    case 'maintenance': {
      const [state] = args;
      if (args.length !== 1 || (state !== 'on' && state !== 'off')) {
        throw new CliUsageError('expected: maintenance on|off');
      }
      return { kind: 'maintenance', enabled: state === 'on' };
    }
    case 'ip':
      return parseIp(args);
    default:
      throw new CliUsageError(group === undefined ? USAGE : `unknown command "${group}"; ${USAGE}`);
  }
}

/** Runs a parsed command; returns the lines to print (one for a change, one per item for a list). */
export async function runCommand(system: SystemService, command: CliCommand): Promise<string[]> {
  switch (command.kind) {
    case 'settings-list':
      return (await system.listSettings()).map(
        (s) => `${s.code}=${JSON.stringify(s.value)}${s.isDefault ? ' (default)' : ''}`,
      );
    case 'settings-get': {
      const setting = await system.getSetting(command.code);
      return [`${setting.code}=${JSON.stringify(setting.value)}${setting.isDefault ? ' (default)' : ''}`];
    }
    case 'settings-set': {
      const stored = await system.setSetting(command.code, command.value);
      return [`${stored.code} set to ${JSON.stringify(stored.value)}`];
    }
    case 'maintenance': {
      await system.setSetting('MAINTENANCE', { enabled: command.enabled });
      return [`maintenance is now ${command.enabled ? 'on (status 1)' : 'off'}`];
    }
    case 'ip-list': {
      const rules = await system.listIpRules();
      if (rules.length === 0) return ['no IP rules: every address is allowed'];
      return rules.map((r) => `${r.action} ${r.cidr}${r.note ? ` ${r.note}` : ''}`);
    }
    case 'ip-add': {
      const { rule, created } = await system.addIpRule(command);
      return [
        `${created ? 'added' : 'updated'}: ${rule.action} ${rule.cidr}${rule.note ? ` ${rule.note}` : ''}`,
      ];
    }
    case 'ip-remove': {
      const { cidr } = await system.removeIpRule(command.cidr);
      return [`removed the rule for ${cidr}`];
    }
  }
}
