import { useTranslation } from 'react-i18next';
import { ExplorerLink } from '../../shared/explorer/index.ts';

/** The link of a history row to its transaction, named by "block-index". */
export function TxRowLink({ block, index }: { block: number; index: number | undefined }) {
  const { t } = useTranslation();
  if (index === undefined) return null;
  const id = `${block}-${index}`;
  return (
    <ExplorerLink
      target={{ kind: 'extrinsic', block, index }}
      label={t('explorer.link.transactionOf', { id })}
      className="activity-tx-link"
    >
      {t('explorer.link.transaction')}
    </ExplorerLink>
  );
}
