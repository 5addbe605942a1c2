import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import { useDexConfig } from '../../shared/chain/queries.ts';
import { useChainReady } from '../../shared/chain/useChainReady.ts';
import type { AdminAction } from './adminAction.ts';
import { AdminReviewDialog } from './AdminReviewDialog.tsx';
import { FeePanel } from './FeePanel.tsx';
import { MintPanel } from './MintPanel.tsx';
import { OracleMembersPanel } from './OracleMembersPanel.tsx';
import { RatePanel } from './RatePanel.tsx';
import type { Roles } from './useRoles.ts';

/** The admin forms the connected account's roles allow; each dry-runs its call once complete. */
export function AdminPanels({ address, roles }: { address: string; roles: Roles }) {
  const { locale } = useLocaleSettings();
  const { t } = useTranslation();
  const { api } = useChainConnection();
  const chain = useChainReady();
  const dex = useDexConfig().data;
  const [action, setAction] = useState<AdminAction | undefined>();
  const [open, setOpen] = useState(0);

  const review = (next: AdminAction) => {
    setAction(next);
    setOpen((n) => n + 1);
  };

  return (
    <Stack gap="md">
      {!chain.ready && (
        <Alert color="orange" role="status">
          {t('admin.chainAway', { reason: t(chain.reason.key, chain.reason.values) })}
        </Alert>
      )}
      {roles.sudo && <FeePanel api={api} address={address} dex={dex} onReview={review} />}
      {roles.sudo && (
        <OracleMembersPanel
          api={api}
          address={address}
          members={roles.oracleMembers}
          quorum={dex?.oracle.quorum}
          chainReady={chain.ready}
          onReview={review}
        />
      )}
      {roles.oracleMember && <RatePanel api={api} address={address} onReview={review} />}
      {roles.phpuIssuer && dex && (
        <MintPanel api={api} address={address} phpuId={dex.phpuId} locale={locale} onReview={review} />
      )}
      {action && (
        <AdminReviewDialog action={action} address={address} opening={open} onClose={() => setOpen(0)} />
      )}
    </Stack>
  );
}
