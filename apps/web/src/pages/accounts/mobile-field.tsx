import type { CountryItem } from '@khela/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../api/system';
import { TextField } from '../../components/form/fields';
import type { FieldError } from '../../forms/rules';

type Props = {
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  mobile: string;
  onMobileChange: (mobile: string) => void;
  error?: FieldError | null;
  markRequired?: boolean;
  label?: string;
};

/** A national mobile number with its country dialling code, from GET /wps/system/countries. */
export function MobileField({
  dialingCode,
  onDialingCodeChange,
  mobile,
  onMobileChange,
  error,
  markRequired = true,
  label,
}: Props) {
  const { t } = useTranslation();
  const countries = useCountries();
  const list: readonly CountryItem[] = countries.data ?? [];
  const first = list[0]?.countryDialingCode;

  // The first country (the site's home market) until the person picks another.
  useEffect(() => {
    if (!dialingCode && first) onDialingCodeChange(first);
  }, [dialingCode, first, onDialingCodeChange]);

  return (
    <TextField
      name="mobileNum"
      label={label ?? t('mobile_number')}
      markRequired={markRequired}
      value={mobile}
      onValueChange={(value) => onMobileChange(value.replace(/[^\d]/g, ''))}
      error={error}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
      placeholder={t('mobile_placeholder')}
      leading={
        <select
          className="field__select"
          aria-label={t('country_code')}
          name="countryDialingCode"
          value={dialingCode}
          onChange={(event) => onDialingCodeChange(event.target.value)}
        >
          {list.length === 0 && <option value={dialingCode}>{dialingCode ? `+${dialingCode}` : '+'}</option>}
          {list.map((country) => (
            <option key={country.countryCode} value={country.countryDialingCode}>
              {`${country.countryCode} +${country.countryDialingCode}`}
            </option>
          ))}
        </select>
      }
    />
  );
}
