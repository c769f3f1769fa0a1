import {
  BO_MAX_PAGE_SIZE,
  type CustomerServiceItem,
  OPERATOR_ROLES,
  roleHolds,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@khela/contract';
import type { Principal } from '../../platform/http/auth.js';
import type { RealtimeHub } from '../../platform/realtime/realtime.js';
import type { SiteInfo } from '../../platform/site.js';
import type { AuditService } from '../audit/audit.service.js';
import type { OperatorManagement } from '../backoffice/backoffice.operators.manage.js';
import type { DepositService } from '../payments/payments.deposits.service.js';
import type { Withdrawals } from '../payments/payments.withdrawals.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { ChatDeps } from './chat.model.js';

/** The services app.ts hands the chat module; chatDeps turns them into what it reads. */
export type ChatServices = {
  audit: AuditService;
  realtime: RealtimeHub;
  site: SiteInfo;
  customerService: () => Promise<CustomerServiceItem[]>;
  wallet: Pick<WalletService, 'balancesOf'>;
  deposits: Pick<DepositService, 'list'>;
  withdrawals: Pick<Withdrawals, 'listMine'>;
  /** The back office's operators (built after the chat module; called later). */
  operators: () => Pick<OperatorManagement, 'search'>;
};

/**
 * The member's own lists, read as the member would see them: the payments module's member
 * queries look only at the principal's member id.
 */
function readerOf(memberId: string): Principal {
  return {
    memberId,
    username: '',
    type: 0,
    area: 'player',
    sessionId: '',
    isTrial: false,
    isAgent: false,
  };
}

const SERVING_ROLES = OPERATOR_ROLES.filter((role) => roleHolds(role, 'chat.serve'));

export function chatDeps(services: ChatServices): ChatDeps {
  return {
    audit: services.audit,
    realtime: services.realtime,
    site: services.site,
    customerService: services.customerService,
    balancesOf: (memberId, currency) => services.wallet.balancesOf(memberId, currency),
    recentDeposits: async (memberId, limit) =>
      (await services.deposits.list(readerOf(memberId), { pageNo: 1, pageSize: limit }, 'en')).list,
    withdrawalsIn: async (memberId, status, limit) => {
      const known = WITHDRAWAL_STATUSES.find((s): s is WithdrawalStatus => s === status);
      if (!known) return [];
      const page = await services.withdrawals.listMine(readerOf(memberId), {
        pageNo: 1,
        pageSize: limit,
        status: known,
      });
      return page.list;
    },
    servingOperators: async () => {
      const management = services.operators();
      const pages = await Promise.all(
        SERVING_ROLES.map((role) =>
          management.search({ role, status: 'active', pageNo: 1, pageSize: BO_MAX_PAGE_SIZE }),
        ),
      );
      return pages
        .flatMap((page) => page.list)
        .map((o) => ({ id: o.id, name: o.displayName || o.username }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  };
}
