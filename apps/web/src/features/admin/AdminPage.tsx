import { Alert, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { isAdmin, useRoles } from './useRoles.ts';

// The forms are fetched only by the few accounts that can use them.
const AdminPanels = lazy(async () => ({ default: (await import('./AdminPanels.tsx')).AdminPanels }));

export function AdminPage() {
  const { session } = useWallet();
  const roles = useRoles(session?.address);
  const { t } = useTranslation();
  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('admin.title')}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('admin.heading')}</h1>
      </div>
      {!session || !isAdmin(roles) ? (
        <Alert color="gray">{t('admin.forWho')}</Alert>
      ) : (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t('admin.loading')} />}>
          <AdminPanels address={session.address} roles={roles} />
        </Suspense>
      )}
    </section>
  );
}
