import {
  Component,
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
} from 'react';
import { type Location, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PageLoader } from '../components/page-loader';

/**
 * The route table (router.tsx) is written as React Router route objects, with `lazy` pages and
 * an `errorElement`, but rendered by the declarative router (<BrowserRouter> + useRoutes): the
 * data router's code (loaders, actions, fetchers, none of which the site uses) would add about
 * 15 KB gzip to the first view (decision 0014). This module gives those two fields their meaning:
 * a lazy page is a React.lazy component (navigations are transitions, so the current page stays
 * up while the next one's chunk loads), and an error element shows whatever its subtree throws
 * (a chunk that failed to load, a page that crashed) until the location changes.
 */

type LazyPage = () => Promise<{ Component: ComponentType }>;

const lazyComponents = new WeakMap<LazyPage, LazyExoticComponent<ComponentType>>();

function LazyRouteElement({ load }: { load: LazyPage }) {
  let Page = lazyComponents.get(load);
  if (!Page) {
    Page = lazy(async () => ({ default: (await load()).Component }));
    lazyComponents.set(load, Page);
  }
  return <Page />;
}

const RouteFailure = createContext<unknown>(undefined);

/** In an error element: what the route's subtree threw. */
export function useRouteFailure(): unknown {
  return useContext(RouteFailure);
}

type BoundaryProps = { fallback: ReactNode; location: Location; children: ReactNode };
type BoundaryState = { error: unknown; failedAt: Location | null };

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failedAt: null };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === null && state.error !== undefined) return { failedAt: props.location };
    // Another page was opened: try again there, as the data router does.
    if (state.failedAt !== null && state.failedAt !== props.location)
      return { error: undefined, failedAt: null };
    return null;
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteFailure.Provider value={this.state.error}>{this.props.fallback}</RouteFailure.Provider>;
  }
}

function ErrorElementRoute({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary fallback={fallback} location={location}>
      {children}
    </RouteErrorBoundary>
  );
}

/** Route objects with `lazy` and `errorElement` turned into plain elements (exported for tests). */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, errorElement, children, ...rest } = route;
    let element: ReactNode = route.element;
    if (typeof load === 'function') element = <LazyRouteElement load={load as LazyPage} />;
    if (errorElement !== undefined) {
      element = <ErrorElementRoute fallback={errorElement}>{element ?? <Outlet />}</ErrorElementRoute>;
    }
    const converted = { ...rest, element } as RouteObject;
    if (children) (converted as { children?: RouteObject[] }).children = toElementRoutes(children);
    return converted;
  });
}

/** Renders the route table for the current location (inside a <BrowserRouter>). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  // A lazy page opened directly suspends here until its chunk arrives (inside the shell, the
  // shell's own boundary shows the inline loader instead).
  return <Suspense fallback={<PageLoader />}>{useRoutes(routes)}</Suspense>;
}
