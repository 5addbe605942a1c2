import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { lazy, Suspense, useMemo } from 'react';
import { LocaleContext } from '../../shared/format/LocaleContext.ts';
import { ChainProvider } from '../../shared/chain/ChainProvider.tsx';
import { DataProvider } from '../../shared/data/DataProvider.tsx';
import { ConnectionStatus } from '../../shared/chain/ConnectionStatus.tsx';
import { Brand } from '../../shared/ui/Brand.tsx';
import { localePreference, useDisplayCurrency } from '../../shared/preferences/preferences.ts';
import { MantineRoot } from '../../shared/ui/MantineRoot.tsx';
import { LazyConnectWalletModal, LazyWalletButton } from '../../features/wallet/index.ts';
import { isAdmin, useRoles } from '../../features/admin/index.ts';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { useChainProfile } from '../../shared/chain/profile/useChainProfile.ts';
import { ChainGate } from './ChainGate.tsx';
import { DAPP_SECTIONS, routeGate, visibleSections } from './sections.ts';
import './dapp.css';
import { TxToastsGate } from '../../shared/tx/TxToastsGate.tsx';
import { useConfigValue } from '../../shared/config/index.ts';

// The stored-endpoint notice shows only when the stored node address is unusable; its chunk (with react-i18next's
// Trans, ~7 kB gzipped) loads only then.
const StoredEndpointNotice = lazy(async () => ({
  default: (await import('../../features/settings/index.ts')).StoredEndpointNotice,
}));

export function DappLayout() {
  const currency = useDisplayCurrency();
  const locale = localePreference.use();
  const settings = useMemo(() => ({ locale, currency }), [locale, currency]);
  return (
    <LocaleContext value={settings}>
      <MantineRoot>
        <DataProvider>
          <ChainProvider>
            <DappFrame />
          </ChainProvider>
        </DataProvider>
      </MantineRoot>
    </LocaleContext>
  );
}

function DappFrame() {
  const { session } = useWallet();
  const admin = isAdmin(useRoles(session?.address));
  const { t } = useTranslation();
  const active = useChainProfile();
  const features = active.state === 'ready' ? active.profile.features : undefined;
  const gate = routeGate(DAPP_SECTIONS, useLocation().pathname, features);
  const invalidNodeEndpoint = useConfigValue((config) => config.invalidNodeEndpoint);
  return (
    <div className="dapp">
      {/* Keyboard users skip the header's links on every page. Focus moves without touching the URL. */}
      <a
        href="#main-content"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        {t('nav.skip')}
      </a>
      <header className="dapp__header">
        <Brand />
        <nav className="dapp__nav" aria-label={t('nav.sections')}>
          {visibleSections(DAPP_SECTIONS, features, admin).map((section) => (
            <NavLink key={section.path} to={section.path} end className="dapp__nav-link">
              {t(section.label)}
            </NavLink>
          ))}
        </nav>
        <LazyWalletButton />
      </header>
      {/* A landmark of its own, so screen-reader users find the node's state and nothing sits outside a region. */}
      <aside className="dapp__status" aria-label={t('nav.connection')}>
        <ConnectionStatus />
      </aside>
      <main className="dapp__main" id="main-content" tabIndex={-1}>
        {invalidNodeEndpoint !== '' && (
          <Suspense fallback={null}>
            <StoredEndpointNotice />
          </Suspense>
        )}
        {gate === undefined ? <Outlet /> : <ChainGate gate={gate} active={active} />}
      </main>
      <LazyConnectWalletModal />
      <TxToastsGate />
    </div>
  );
}
