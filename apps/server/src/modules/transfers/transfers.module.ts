import type { GameMenusValue, Language } from '@khela/contract';
import { defineModule } from '../../platform/module.js';
import type { SiteInfo } from '../../platform/site.js';
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

/** Transfers and the player's wallets (decision 0021). */
export function createTransfersModule(
  deps: Omit<TransfersDeps, 'currency'> & {
    /** The site currency: transfers and wallets are in it. */
    site: Pick<SiteInfo, 'currencyCode'>;
    /** The games module's menus: the vendors and whether each keeps a transfer wallet. */
    gameMenus: () => Promise<GameMenusValue>;
    /** Transfer-wallet vendor adapters; none is configured on this site. */
    transferWallets?: readonly TransferWalletAdapter[];
  },
) {
  const currency = deps.site.currencyCode;
  const service = createTransfersService({ ...deps, currency });
  const fund = createFundService({
    wallet: deps.wallet,
    currency,
    transferWallets: deps.transferWallets ?? [],
    seamlessVendors: async () => seamlessVendorsOf(await deps.gameMenus()),
    mainWalletName,
  });
  return defineModule({
    name: 'transfers',
    service,
    fund,
    routes: (app, { guards }) => transfersRoutes(app, guards, service, fund),
  });
}
