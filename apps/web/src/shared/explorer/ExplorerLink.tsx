import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useConfigValue } from '../config/useConfig.ts';
import { explorerHref, type ExplorerTarget } from './links.ts';

interface Props {
  target: ExplorerTarget;
  children: ReactNode;
  /** The accessible name when the visible text alone does not say where the link goes. */
  label?: string;
  className?: string;
}

/**
 * A link to a block, transaction or account: the built-in explorer, or the chain's configured explorer in a
 * new tab. Renders the children alone when neither can show the target.
 */
export function ExplorerLink({ target, children, label, className }: Props) {
  const nodeEndpoint = useConfigValue((config) => config.nodeEndpoint);
  const link = explorerHref(nodeEndpoint, target);
  if (!link) return <>{children}</>;
  return link.external ? (
    <Anchor
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={className}
      data-explorer="external"
    >
      {children}
    </Anchor>
  ) : (
    <Anchor component={Link} to={link.to} aria-label={label} className={className} data-explorer="built-in">
      {children}
    </Anchor>
  );
}
