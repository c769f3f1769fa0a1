import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../logo';
import './modal.css';

/** The loader over everything while an action the person cannot interrupt runs (logout). */
export function BusyOverlay() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    const block = (event: Event) => event.preventDefault();
    dialog?.addEventListener('cancel', block);
    return () => {
      dialog?.removeEventListener('cancel', block);
      dialog?.close();
    };
  }, []);
  return (
    <dialog ref={ref} className="busy-overlay" aria-busy="true" data-busy-overlay>
      <div className="page-loader__mark">
        <BrandMark size={48} />
      </div>
      <div className="page-loader__bar" aria-hidden="true" />
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
    </dialog>
  );
}
