// The /dapp area's shell (navigation, wallet, connection state): its own chunk, the screens each theirs
// (see app/router/routes.tsx).
export { DappLayout } from './DappLayout.tsx';
