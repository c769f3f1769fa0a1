// The points mall's three pages in one chunk (decision 0062): one lazy import in the router.
export { PointDetailsPage, RedeemHistoryPage } from './points-history-pages';
export { PointsMallPage } from './points-mall-page';
