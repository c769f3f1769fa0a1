import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { HomePage } from '../pages/home/home-page';
import { ComingSoonPage } from '../pages/misc/coming-soon-page';
import { HelpPage } from '../pages/misc/help-page';
import { NotFoundPage } from '../pages/misc/not-found-page';
import { HOME_PATHS, MEMBER_UPCOMING_PATHS, PATHS, PUBLIC_UPCOMING_PATHS } from './paths';
import { RequireLogin } from './require-login';

/**
 * Every page of the normal site renders inside the shell. A feature replaces its "opening soon"
 * entry with its page; unknown paths show the not-found page, still inside the shell.
 */
const pages: RouteObject[] = [
  ...HOME_PATHS.map((path) => ({ path, element: <HomePage /> })),
  { path: PATHS.help, element: <HelpPage /> },
  ...PUBLIC_UPCOMING_PATHS.map((path) => ({ path, element: <ComingSoonPage /> })),
  {
    element: <RequireLogin />,
    children: MEMBER_UPCOMING_PATHS.map((path) => ({ path, element: <ComingSoonPage /> })),
  },
  { path: '*', element: <NotFoundPage /> },
];

export function createAppRouter() {
  return createBrowserRouter([{ element: <AppShell />, children: pages }]);
}
