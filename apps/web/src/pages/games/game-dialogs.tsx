import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/dialog/alert-dialog';
import { RealAccountDialog } from '../accounts/real-account-dialog';
import { gameAlertStore, gameDialogHosts, useGameAlert, usePageDialogHosts } from './game-alerts';

/**
 * The game dialog on screen, if any: the real-account warning or a failure's message. A page
 * draws it; `fallback` (the header's navigation, on every page) draws it only when no page does.
 */
export function GameDialogs({ fallback = false }: { fallback?: boolean }) {
  const { t } = useTranslation();
  const alert = useGameAlert();
  const pageHosts = usePageDialogHosts();
  useEffect(() => (fallback ? undefined : gameDialogHosts.add()), [fallback]);
  if (!alert || (fallback && pageHosts > 0)) return null;
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
