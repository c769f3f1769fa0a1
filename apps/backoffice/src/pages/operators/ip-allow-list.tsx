import { BoApiError } from '../../api';
import { TextAreaField } from '../../forms';
import { useI18n } from '../../i18n';

/** A rough CIDR shape (IPv4 or IPv6 with a prefix); the server checks it exactly. */
const CIDR = /^([0-9.]{7,15}\/\d{1,2}|[0-9A-Fa-f:.]{2,45}\/\d{1,3})$/;

/** The allow-list as typed: one CIDR per line, blank lines dropped. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The 1-based line that is not CIDR-shaped, or 0 when every line is. */
export const badLine = (text: string) => linesOf(text).findIndex((line) => !CIDR.test(line)) + 1;

/**
 * The server names a bad entry `body.ipAllowList.<index>`: the form shows one field, so the
 * refusal is moved onto it, led by its line number ("Line 2: …").
 */
export async function onAllowListField<T>(send: Promise<T>, lineLabel: string): Promise<T> {
  try {
    return await send;
  } catch (caught) {
    const fields = (caught as BoApiError | null)?.value as {
      fields?: { field: string; message: string }[];
    } | null;
    if (!(caught instanceof BoApiError) || !fields?.fields) throw caught;
    const moved = fields.fields.map(({ field, message }) => {
      const entry = /^body\.ipAllowList\.(\d+)$/.exec(field);
      return entry
        ? {
            field: 'body.ipAllowList',
            message: `${lineLabel.replace('{line}', String(Number(entry[1]) + 1))}: ${message}`,
          }
        : { field, message };
    });
    throw new BoApiError(caught.message, caught.status, caught.code, { ...fields, fields: moved });
  }
}

/** The allowed addresses as a text box, one CIDR per line, its error beside it. */
export function AllowListField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  rows: number;
}) {
  const { t } = useI18n();
  return <TextAreaField {...props} name="ipAllowList" hint={t('op_ip_allow_list_hint')} />;
}
