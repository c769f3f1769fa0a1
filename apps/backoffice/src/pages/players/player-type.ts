import type { MessageKey } from '../../messages';

/** Account types of the spec: 0 member, 4 trial, 1/2/41/42 agents, 9 house (accounts.model.ts). */
const TYPE_LABEL: Record<number, MessageKey> = {
  0: 'cs_type_member',
  1: 'cs_type_agent',
  2: 'cs_type_agent',
  41: 'cs_type_agent',
  42: 'cs_type_agent',
  4: 'cs_type_trial',
  9: 'cs_type_house',
};

/** The name of a player type, or "Type n" for one the console does not know. */
export function playerTypeName(type: number | null, t: (key: MessageKey) => string): string {
  if (type === null) return '';
  const key = TYPE_LABEL[type];
  return key ? t(key) : t('cs_type_other').replace('{type}', String(type));
}
