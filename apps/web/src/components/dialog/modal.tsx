import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/icon';
import './modal.css';

type Props = {
  /** data-modal attribute, for tests and styles: login, register, forgot-password … */
  name: string;
  title: string;
  /** Escape, the backdrop and the close button close it; false for a flow that must finish. */
  dismissible?: boolean;
  onClose: () => void;
  size?: 'small' | 'medium' | 'wide' | 'table';
  /** Drawn above the title (e.g. the register banner), full width. */
  banner?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser keeps it in the top layer, traps focus inside and
 * makes the page behind inert. Mounted = open; several stack in the order they open.
 */
export function Modal({
  name,
  title,
  dismissible = true,
  onClose,
  size = 'small',
  banner,
  role = 'dialog',
  children,
}: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // The dialog itself takes focus (no ring on the close button, no keyboard popping up on phones);
      // Tab then walks its fields.
      dialog.focus();
    }
    return () => dialog?.close();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: the browser would close the dialog itself; the owner decides instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissible) latestClose.current();
    };
    // A press that starts and ends on the backdrop (the dialog box itself, outside its content).
    let downOnBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      downOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (dismissible && downOnBackdrop && event.target === dialog) latestClose.current();
      downOnBackdrop = false;
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [dismissible]);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      data-modal={name}
      aria-labelledby={titleId}
      tabIndex={-1}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
    >
      <div className="modal__panel">
        {banner}
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="modal__close" aria-label={t('close')} onClick={onClose}>
              <Icon name="close" size={20} />
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
