import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/dialog/alert-dialog';
import { RealAccountDialog } from '../accounts/real-account-dialog';
import { gameAlertStore, useGameAlert } from './game-alerts';

/** The game dialog on screen, if any: the real-account warning or a failure's message. */
export function GameDialogs() {
  const { t } = useTranslation();
  const alert = useGameAlert();
  if (!alert) return null;
  if (alert.kind === 'realAccount') return <RealAccountDialog onConfirm={gameAlertStore.close} />;
  return (
    <AlertDialog
      name="game-message"
      title={t('in_popup_prompt')}
      message={alert.text}
      onConfirm={gameAlertStore.close}
    />
  );
}
