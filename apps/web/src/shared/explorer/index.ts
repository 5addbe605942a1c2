export { ExplorerLink } from './ExplorerLink.tsx';
export { TxLink } from './TxLink.tsx';
export {
  builtInPath,
  explorerHref,
  profileForEndpoint,
  sentTxTarget,
  type ExplorerHref,
  type ExplorerTarget,
} from './links.ts';
