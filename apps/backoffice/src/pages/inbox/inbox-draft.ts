import {
  INBOX_BODY_MAX,
  INBOX_TITLE_MAX,
  type InboxAudience,
  type InboxAudienceKind,
  type InboxComposeRequest,
} from '@khela/contract';

/** The composer's form as typed: every audience's fields kept, the chosen kind decides which count. */
export type InboxDraft = {
  kind: InboxAudienceKind;
  levels: string;
  agent: string;
  from: string;
  to: string;
  username: string;
  bnTitle: string;
  bnBody: string;
  enTitle: string;
  enBody: string;
  reason: string;
};

export type InboxField = keyof InboxDraft;
export const INBOX_FIELDS: readonly InboxField[] = [
  'kind',
  'levels',
  'agent',
  'from',
  'to',
  'username',
  'bnTitle',
  'bnBody',
  'enTitle',
  'enBody',
  'reason',
];

export const emptyInboxDraft = (): InboxDraft => ({
  kind: 'everyone',
  levels: '',
  agent: '',
  from: '',
  to: '',
  username: '',
  bnTitle: '',
  bnBody: '',
  enTitle: '',
  enBody: '',
  reason: '',
});

/** Problems the form can see before asking the server: a message key per field. */
export type DraftProblem = 'required' | 'too_long' | 'levels';

/** VIP levels typed as "1, 3 5": whole numbers 0..100, at most 50; null when any part is not one. */
export function levelsOf(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 50) return null;
  const levels = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
  return levels.every((level) => Number.isInteger(level) && level <= 100) ? levels : null;
}

function audienceOf(draft: InboxDraft): InboxAudience | null {
  switch (draft.kind) {
    case 'everyone':
      return { kind: 'everyone' };
    case 'vip': {
      const levels = levelsOf(draft.levels);
      return levels ? { kind: 'vip', levels } : null;
    }
    case 'team':
      return draft.agent.trim() ? { kind: 'team', agent: draft.agent.trim() } : null;
    case 'registered':
      return draft.from && draft.to ? { kind: 'registered', from: draft.from, to: draft.to } : null;
    case 'member':
      return draft.username.trim() ? { kind: 'member', username: draft.username.trim() } : null;
  }
}

/**
 * The request the draft makes, or the problems beside their fields (the server checks the same
 * and more: markup in titles, unknown players, empty segments).
 */
export function checkInboxDraft(
  draft: InboxDraft,
):
  | { request: InboxComposeRequest; problems: null }
  | { request: null; problems: Partial<Record<InboxField, DraftProblem>> } {
  const problems: Partial<Record<InboxField, DraftProblem>> = {};
  const audience = audienceOf(draft);
  if (!audience) {
    const field: InboxField =
      draft.kind === 'vip'
        ? 'levels'
        : draft.kind === 'team'
          ? 'agent'
          : draft.kind === 'member'
            ? 'username'
            : draft.from
              ? 'to'
              : 'from';
    problems[field] = draft.kind === 'vip' && draft.levels.trim() ? 'levels' : 'required';
  }
  for (const [field, max] of [
    ['bnTitle', INBOX_TITLE_MAX],
    ['enTitle', INBOX_TITLE_MAX],
    ['bnBody', INBOX_BODY_MAX],
    ['enBody', INBOX_BODY_MAX],
  ] as const) {
    const text = draft[field].trim();
    if (!text) problems[field] = 'required';
    else if (text.length > max) problems[field] = 'too_long';
  }
  if (!audience || Object.keys(problems).length > 0) return { request: null, problems };
  return {
    request: {
      audience,
      bn: { title: draft.bnTitle.trim(), body: draft.bnBody.trim() },
      en: { title: draft.enTitle.trim(), body: draft.enBody.trim() },
      ...(draft.reason.trim() ? { reason: draft.reason.trim() } : {}),
    },
    problems: null,
  };
}
