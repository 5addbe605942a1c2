export { ExplorerLink } from './ExplorerLink.tsx';
export {
  builtInPath,
  explorerHref,
  profileForEndpoint,
  type ExplorerHref,
  type ExplorerTarget,
} from './links.ts';
