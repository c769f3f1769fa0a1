import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/dialog/alert-dialog';

/**
 * A trial (free-play) account tried something only a real account may do:
 * the in_need_true_account warning with a confirm button; the action does not happen.
 */
export function RealAccountDialog({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      name="real-account"
      title={t('real_account_title')}
      message={t('in_need_true_account')}
      icon="user"
      onConfirm={onConfirm}
    />
  );
}
