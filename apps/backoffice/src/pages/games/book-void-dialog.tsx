import type { BookEventVoidResult, BookExposureEvent } from '@khela/contract';
import { useI18n } from '../../i18n';
import { formatCount } from '../../numbers';
import { boKeys } from '../../query';
import { ReasonAction } from '../../reason-action';
import { nameIn } from './book-exposure';

/**
 * Void every open bet on an event the feed has given up on (decision 0069): the studio voids its
 * open legs and pays each bet again through the wallet; the reason goes to the audit trail. What
 * was voided stays on screen until Done; then the table is asked again and the event leaves it.
 */
export function BookVoidDialog({ event }: { event: BookExposureEvent }) {
  const { t, language } = useI18n();
  const title = t('bx_void_title').replace('{event}', nameIn(event.event, language));
  return (
    <ReasonAction<BookEventVoidResult>
      action="void-event"
      label="bx_void"
      title={title}
      danger
      confirm={`${title}. ${t('bx_void_confirm')}`}
      submitLabel="bx_void_submit"
      call={(reason) => ({
        path: `/bo/api/games/book-exposure/${encodeURIComponent(event.fixtureId)}/void`,
        body: { reason },
      })}
      invalidates={[boKeys.games, boKeys.audit]}
      outcome={(value) =>
        t('bx_voided')
          .replace('{markets}', formatCount(value.markets, language))
          .replace('{bets}', formatCount(value.bets, language))
      }
    />
  );
}
