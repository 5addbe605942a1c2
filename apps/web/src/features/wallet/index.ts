// What other features and the app may use from wallet; everything else in this folder is its own.
export { LazyConnectWalletModal } from './LazyConnectWalletModal.tsx';
export { LazyWalletButton } from './LazyWalletButton.tsx';
