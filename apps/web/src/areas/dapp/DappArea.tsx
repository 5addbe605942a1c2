// The /dapp area's route components, all in one chunk (see router/routes.tsx).
export { DappLayout } from './DappLayout.tsx';
export { ActivityPage } from '../../activity/ActivityPage.tsx';
export { ForexPage } from '../../forex/ForexPage.tsx';
export { LiquidityPage } from '../../liquidity/LiquidityPage.tsx';
export { SendPage } from '../../send/SendPage.tsx';
export { SwapPage } from '../../swap/SwapPage.tsx';
export { PortfolioPage } from '../../portfolio/PortfolioPage.tsx';
export { SettingsPage } from './SettingsPage.tsx';
export { AdminPage } from '../../admin/AdminPage.tsx';
