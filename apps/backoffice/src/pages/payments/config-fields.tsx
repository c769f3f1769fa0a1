import { Field } from '../../forms';
import type { MessageKey } from '../../messages';

/** An on/off select (enabled, disabled). */
export function EnabledSelect(props: {
  label: string;
  value: boolean;
  t: (key: MessageKey) => string;
  onChange: (value: boolean) => void;
}) {
  return (
    <Field label={props.label}>
      {({ id }) => (
        <select
          id={id}
          name="enabled"
          value={props.value ? 'on' : 'off'}
          onChange={(event) => props.onChange(event.target.value === 'on')}
        >
          <option value="on">{props.t('pc_enabled')}</option>
          <option value="off">{props.t('pc_disabled')}</option>
        </select>
      )}
    </Field>
  );
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Client checks of the forms' values (the server checks again, and the limits as a whole). */
export const check = {
  amount: (text: string, t: (key: MessageKey) => string) =>
    AMOUNT.test(text.trim()) ? undefined : t('pc_amount_format'),
  hour: (text: string, t: (key: MessageKey) => string) =>
    HOUR_MINUTE.test(text.trim()) ? undefined : t('pc_hour_format'),
  whole: (text: string, min: number, max: number, t: (key: MessageKey) => string) => {
    const value = Number(text.trim());
    return /^\d{1,7}$/.test(text.trim()) && value >= min && value <= max
      ? undefined
      : t('pc_whole_number').replace('{min}', String(min)).replace('{max}', String(max));
  },
};

/** The request's keys whose value differs from the same request built from the saved settings. */
export function changedOnly<T extends object>(next: T, saved: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify((saved as Record<string, unknown>)[key]),
    ),
  ) as Partial<T>;
}
