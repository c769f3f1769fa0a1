import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form/fields';
import { InlineLoader } from '../../components/page-loader';
import { AGENT_NS } from '../../i18n/agent';
import { failureText, retryable } from '../accounts/failure';

type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: T | undefined;
  refetch: () => unknown;
};

/**
 * A team query as a page shows it: the loader, the server's translated failure with a retry, or
 * the content. While another page or range loads, the previous answer stays on screen.
 */
export function AgentPageState<T>({
  query,
  children,
}: {
  query: QueryLike<T>;
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation(AGENT_NS);
  const { t: tRoot } = useTranslation();
  if (query.isError) {
    return (
      <div className="agent-failure" data-agent-failure>
        <FormError message={failureText(query.error, tRoot)} />
        {retryable(query.error) && (
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('agent_retry')}
          </button>
        )}
      </div>
    );
  }
  if (query.data === undefined) return query.isPending ? <InlineLoader /> : null;
  return <>{children(query.data)}</>;
}
