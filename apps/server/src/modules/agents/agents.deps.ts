import type { Language } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { SiteInfo } from '../../platform/site.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SystemService } from '../system/system.service.js';
import type { VendorService } from '../vendors/vendors.service.js';
import type { WalletService } from '../wallet/wallet.service.js';

/** What the agents module uses of other modules (decision 0021: services, never their tables). */
export type AgentsDeps = {
  ctx: AppContext;
  wallet: WalletService;
  accounts: AccountsService;
  vendors: VendorService;
  system: Pick<SystemService, 'isEnabled' | 'settings'>;
  audit: AuditService;
  site: SiteInfo;
  /**
   * A game's name in a language (the games service's gameName), for the team's bet records; without
   * it they show the game code.
   */
  gameName?: (vendorCode: string, gameCode: string, language: Language) => Promise<string | undefined>;
  /**
   * Told after a contract offer committed (messaging: a system message to the downline, decision
   * 0060). Best effort: it never throws at the offer.
   */
  onContractOffered?: (offer: { contractId: string; downlineId: string; type: string }) => Promise<void>;
};
