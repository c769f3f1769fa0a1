import type { BookEventVoidResult, BookExposureReport } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import type { VendorReports } from '../vendors/vendors.reports.js';

/**
 * The back office's hold on the studio's sportsbook (issue 19), through what the studio reports
 * as a vendor: its open bets and exposure per event, and the void of an event the feed has given
 * up on (decision 0069). The void happens in the studio (its bets, its wallet postings); the
 * platform keeps who asked for it and why in the audit trail once the studio has done it.
 */
export function createBookOperator(
  ctx: AppContext,
  audit: AuditService,
  reports: Pick<VendorReports, 'bookExposure' | 'voidBookEvent'>,
) {
  return {
    exposure: (): Promise<BookExposureReport> => reports.bookExposure(),

    async voidEvent(
      operator: OperatorPrincipal,
      fixtureId: string,
      reason: string,
    ): Promise<BookEventVoidResult> {
      const result = await reports.voidBookEvent(fixtureId);
      await ctx.database.db.transaction((tx) =>
        audit.record(tx, {
          ...operatorActor(operator),
          action: 'games.book.void_event',
          target: { type: 'book_event', id: fixtureId },
          after: result,
          reason,
        }),
      );
      return result;
    },
  };
}

export type BookOperator = ReturnType<typeof createBookOperator>;
