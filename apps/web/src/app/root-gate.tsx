import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { useSystemStatus } from '../api/system';
import { PageLoader } from '../components/page-loader';
import { BlockedPage } from '../pages/system/blocked-page';
import { MaintenancePage } from '../pages/system/maintenance-page';
import { NetworkErrorPage } from '../pages/system/network-error-page';
import { AppRoutes } from './declarative-routes';
import { appRoutes } from './router';

/**
 * The root: the system status decides the page.
 * 0 the site, 1 maintenance, 2 region/IP blocked, anything else nothing at all.
 */
export function RootGate() {
  const status = useSystemStatus();
  const open = status.data?.status === 0;
  // The site's first render (shell and page, the largest of all) is a transition: React renders
  // it in short slices between which the browser stays responsive, instead of one long task
  // (decision 0025). The loader stays until it is ready.
  const [siteShown, setSiteShown] = useState(false);
  useEffect(() => {
    if (open) startTransition(() => setSiteShown(true));
  }, [open]);
  if (status.data) {
    switch (status.data.status) {
      case 0:
        return siteShown ? <Site /> : <PageLoader />;
      case 1:
        return <MaintenancePage text={status.data.maintenanceText} />;
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
