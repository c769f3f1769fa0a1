import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../icons/icon';
import { Modal } from './modal';

type Props = {
  name: string;
  title: string;
  message: ReactNode;
  icon?: IconName;
  tone?: 'warning' | 'info';
  confirmLabel?: string;
  onConfirm: () => void;
  /** With a cancel button (a question); without, a notice with one confirm button. */
  onCancel?: () => void;
  cancelLabel?: string;
};

/**
 * A warning or a question over everything else: in_sure_logout, invitation_code_error, the terms
 * warning, in_need_true_account, a refused SMS request (how errors are shown).
 */
export function AlertDialog({
  name,
  title,
  message,
  icon = 'alert',
  tone = 'warning',
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel,
}: Props) {
  const { t } = useTranslation();
  return (
    <Modal name={name} title={title} onClose={onCancel ?? onConfirm} role="alertdialog">
      <div className={`alert-dialog alert-dialog--${tone}`}>
        <div className="alert-dialog__icon" aria-hidden="true">
          <Icon name={icon} size={30} />
        </div>
        <div className="alert-dialog__message">{message}</div>
        <div className="alert-dialog__actions">
          {onCancel && (
            <button type="button" className="button button--ghost" onClick={onCancel}>
              {cancelLabel ?? t('cancel')}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={onConfirm} data-action="confirm">
            {confirmLabel ?? t('confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
