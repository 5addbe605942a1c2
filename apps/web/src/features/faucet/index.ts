// What other features and the app may use from faucet; everything else in this folder is its own.
export { FaucetButton } from './FaucetButton.tsx';
