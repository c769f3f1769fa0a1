import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form/fields';
import { failureText } from './failure';

/** A card's data could not be read: the server's message (or a network one) and a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <FormError message={failureText(error, t)} />
      <button type="button" className="button button--ghost" onClick={onRetry} data-action="retry">
        {t('retry')}
      </button>
    </>
  );
}
