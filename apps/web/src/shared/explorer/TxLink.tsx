import { useTranslation } from 'react-i18next';
import { ExplorerLink } from './ExplorerLink.tsx';
import { sentTxTarget } from './links.ts';

/** "View transaction" for a transaction the app sent, once it is in a block; nothing before. */
export function TxLink({
  txHash,
  phase,
}: {
  txHash: string | undefined;
  phase: { kind: string; block?: number; blockHash?: string };
}) {
  const { t } = useTranslation();
  const target = sentTxTarget(txHash, phase);
  if (!target) return null;
  return (
    <ExplorerLink target={target} className="tx-link">
      {t('explorer.link.transaction')}
    </ExplorerLink>
  );
}
