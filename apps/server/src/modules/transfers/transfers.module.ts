import type { GameMenusValue, Language } from '@khela/contract';
import type { AuthGuards } from '../../platform/http/auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import { createFundService } from './transfers.fund.js';
import { transfersRoutes } from './transfers.routes.js';
import { createTransfersService, type TransfersDeps } from './transfers.service.js';
import type { TransferWalletAdapter } from './transfers.wallets.js';

const mainWalletName = (language: Language) => (language === 'bn' ? 'মূল ওয়ালেট' : 'Main wallet');

/** Each vendor once (a vendor appears under every game type it serves), seamless ones only. */
function seamlessVendorsOf(menus: GameMenusValue): { code: string; name: string }[] {
  const found = new Map<string, string>();
  for (const menu of menus.menus) {
    for (const vendor of menu.vendors) {
      if (!vendor.transferWallet && !found.has(vendor.vassalage))
        found.set(vendor.vassalage, vendor.displayName);
    }
  }
  return [...found].map(([code, name]) => ({ code, name }));
}

/** Transfers and the player's wallets (issue 7, decision 0021). */
export function createTransfersModule(
  deps: TransfersDeps & {
    /** The games module's menus: the vendors and whether each keeps a transfer wallet. */
    gameMenus: () => Promise<GameMenusValue>;
    /** Transfer-wallet vendor adapters; none is configured on this site. */
    transferWallets?: readonly TransferWalletAdapter[];
  },
) {
  const service = createTransfersService(deps);
  const fund = createFundService({
    wallet: deps.wallet,
    currency: deps.currency,
    transferWallets: deps.transferWallets ?? [],
    seamlessVendors: async () => seamlessVendorsOf(await deps.gameMenus()),
    mainWalletName,
  });
  return {
    service,
    fund,
    routes: (app: HttpApp, guards: AuthGuards) => transfersRoutes(app, guards, service, fund),
  };
}
