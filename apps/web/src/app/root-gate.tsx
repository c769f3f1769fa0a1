import { BrowserRouter } from 'react-router';
import { useSystemStatus } from '../api/system';
import { PageLoader } from '../components/page-loader';
import { BlockedPage } from '../pages/system/blocked-page';
import { MaintenancePage } from '../pages/system/maintenance-page';
import { NetworkErrorPage } from '../pages/system/network-error-page';
import { AppRoutes } from './declarative-routes';
import { appRoutes } from './router';

/**
 * The root (spec section 2 "Root and system status"): the system status decides the page.
 * 0 the site, 1 maintenance, 2 region/IP blocked, anything else nothing at all.
 */
export function RootGate() {
  const status = useSystemStatus();
  if (status.data) {
    switch (status.data.status) {
      case 0:
        return <Site />;
      case 1:
        return <MaintenancePage />;
      case 2:
        return <BlockedPage ip={status.data.location.ip} />;
      default:
        return null;
    }
  }
  if (status.isError) {
    return <NetworkErrorPage onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  }
  return <PageLoader />;
}

/** The router starts once the site is shown, from the URL the visitor opened. */
function Site() {
  return (
    <BrowserRouter>
      <AppRoutes routes={appRoutes} />
    </BrowserRouter>
  );
}
