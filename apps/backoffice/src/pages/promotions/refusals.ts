import { BoApiError } from '../../api';

/**
 * Where a server refusal goes on a promotions form: beside the field it names, else above the
 * form. VALIDATION_FAILED lists its fields (value.fields, "body.rules.cap" → "rules.cap");
 * PROMOTION_RULES_INVALID and BONUS_RULES_INVALID name the first wrong field at the end of their
 * message ("The promotion settings are not valid: rules.cap"); a code tied to one field (the
 * wagering maximum, an unknown player) goes beside that field. A field the form does not show goes
 * beside the nearest one it does ("rules.contributions.XYZ" → "rules.contributions"). Pure.
 */
export type Refusal = { fields: Record<string, string>; form: string | null };

/** The codes whose refusal always concerns one field, whatever the message says. */
export const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  PROMOTION_WAGERING_TOO_HIGH: 'rules.wageringMultiple',
  PLAYER_NOT_FOUND: 'username',
  PROMOTION_MIXED_PRODUCT: 'rules.contributions',
};

/** The codes that name their field at the end of the message. */
const NAMING_CODES = new Set(['PROMOTION_RULES_INVALID', 'BONUS_RULES_INVALID', 'ENVELOPE_RULES_INVALID']);

/** A field path at the end of a message after a colon ("…: rules.cap"), or null. */
export function namedField(message: string): string | null {
  return /:\s*([A-Za-z][\w]*(?:\.[\w]+)*)\s*$/.exec(message)?.[1] ?? null;
}

/** The field `path` lands on: itself when shown, else its nearest shown parent; null when none. */
export function shownField(path: string, shown: ReadonlySet<string>): string | null {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('.');
    if (shown.has(candidate)) return candidate;
  }
  return null;
}

export function refusalOf(
  error: unknown,
  shown: ReadonlySet<string>,
  fieldOfCode: Readonly<Record<string, string>> = FIELD_OF_CODE,
): Refusal {
  if (!(error instanceof BoApiError)) return { fields: {}, form: String(error) };
  const fields: Record<string, string> = {};
  let unplaced = false;
  const place = (path: string, message: string) => {
    const field = shownField(path, shown);
    if (field) fields[field] ??= message;
    else unplaced = true;
  };
  if (error.code === 'VALIDATION_FAILED') {
    const listed = Object.entries(error.fieldMessages());
    for (const [path, message] of listed) place(path, message);
    if (listed.length === 0) unplaced = true;
  } else if (fieldOfCode[error.code]) {
    place(fieldOfCode[error.code] ?? '', error.message);
  } else if (NAMING_CODES.has(error.code)) {
    const named = namedField(error.message);
    if (named) place(named, error.message);
    else unplaced = true;
  } else unplaced = true;
  return { fields, form: unplaced ? error.message : null };
}
