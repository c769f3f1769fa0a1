import type { RegisterField } from '@khela/contract';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '../../components/form/fields';
import type { IconName } from '../../components/icons/icon';
import type { FieldError } from '../../forms/rules';
import type { MessageKey } from '../../i18n/bn';

type Presentation = {
  label: MessageKey;
  placeholder: MessageKey;
  icon: IconName;
  secret?: boolean;
  numeric?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
};

/** How each server-driven text field looks; the rule (length, pattern) comes from the server. */
const PRESENTATION: Partial<Record<RegisterField, Presentation>> = {
  username: {
    label: 'username',
    placeholder: 'username_placeholder',
    icon: 'user',
    autoComplete: 'username',
  },
  password: {
    label: 'password',
    placeholder: 'password_placeholder',
    icon: 'lock',
    secret: true,
    autoComplete: 'new-password',
  },
  confirmPassword: {
    label: 'confirm_password',
    placeholder: 'confirm_password_placeholder',
    icon: 'lock',
    secret: true,
    autoComplete: 'new-password',
  },
  payeeName: {
    label: 'field_payee_name',
    placeholder: 'field_payee_name_placeholder',
    icon: 'user',
    autoComplete: 'name',
  },
  paymentPassword: {
    label: 'field_payment_password',
    placeholder: 'field_payment_password_placeholder',
    icon: 'wallet',
    secret: true,
    numeric: true,
    autoComplete: 'off',
  },
  qqNum: { label: 'field_qq', placeholder: 'field_qq_placeholder', icon: 'user', numeric: true },
  line: { label: 'field_line', placeholder: 'field_line_placeholder', icon: 'user' },
  whatsapp: {
    label: 'field_whatsapp',
    placeholder: 'field_whatsapp_placeholder',
    icon: 'phone',
    numeric: true,
  },
  facebook: { label: 'field_facebook', placeholder: 'field_facebook_placeholder', icon: 'user' },
  wechat: { label: 'field_wechat', placeholder: 'field_wechat_placeholder', icon: 'user' },
  idNumber: {
    label: 'field_id_number',
    placeholder: 'field_id_number_placeholder',
    icon: 'document',
    numeric: true,
  },
  email: { label: 'email', placeholder: 'email_placeholder', icon: 'mail', autoComplete: 'email' },
  recommenderId: {
    label: 'field_recommender_id',
    placeholder: 'field_recommender_id_placeholder',
    icon: 'agent',
  },
  affiliateCode: {
    label: 'field_affiliate_code',
    placeholder: 'field_affiliate_code_placeholder',
    icon: 'gift',
  },
};

type Props = {
  field: RegisterField;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldError | null;
  required: boolean;
  maxLength: number;
  hint?: string;
};

/** One server-driven register field (not the mobile, SMS code or captcha, which have their own). */
export function RegisterFieldInput({ field, value, onValueChange, error, required, maxLength, hint }: Props) {
  const { t } = useTranslation();
  const look = PRESENTATION[field];
  if (!look) return null;
  const common = {
    name: field,
    label: t(look.label),
    placeholder: t(look.placeholder),
    icon: look.icon,
    value,
    onValueChange,
    error,
    markRequired: required,
    maxLength: Math.max(maxLength, 1),
    autoComplete: look.autoComplete ?? 'off',
    autoCapitalize: 'off',
    spellCheck: false,
    inputMode: look.numeric ? ('numeric' as const) : undefined,
    hint,
  };
  return look.secret ? <PasswordField {...common} /> : <TextField {...common} />;
}
