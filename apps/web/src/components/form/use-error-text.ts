import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../forms/rules';
import { useFormat } from '../../i18n/use-format';

/**
 * A field problem as the person reads it: an i18n key with its values (numbers in the current
 * locale's digits: ১৮ in Bengali), or a text the contract already translated.
 */
export function useErrorText(): (error: FieldError | undefined | null) => string | undefined {
  const { t } = useTranslation();
  const format = useFormat();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      if ('text' in error) return error.text;
      const values: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(error.values ?? {})) {
        values[name] =
          typeof value === 'number'
            ? format.plainInteger(value)
            : value.replace(/\d+/g, (digits) => format.plainInteger(Number(digits)));
      }
      return t(error.key, values);
    },
    [t, format],
  );
}
