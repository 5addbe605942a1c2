import { Alert, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { isAdmin, useRoles } from './useRoles.ts';

// The forms are fetched only by the few accounts that can use them.
const AdminPanels = lazy(async () => ({ default: (await import('./AdminPanels.tsx')).AdminPanels }));

export function AdminPage() {
  const { session } = useWallet();
  const roles = useRoles(session?.address);
  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>Admin · Lumi</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">Admin</h1>
      </div>
      {!session || !isAdmin(roles) ? (
        <Alert color="gray">
          This page is for the chain’s sudo account, forex oracle members and PHPU’s issuer. Connect one of
          them.
        </Alert>
      ) : (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading" />}>
          <AdminPanels address={session.address} roles={roles} />
        </Suspense>
      )}
    </section>
  );
}
