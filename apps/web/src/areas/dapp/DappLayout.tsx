import { NavLink, Outlet } from 'react-router';
import { ChainProvider } from '../../chain/ChainProvider.tsx';
import { ConnectionStatus } from '../../chain/ConnectionStatus.tsx';
import { AccountIcon } from '../../components/AccountIcon/index.ts';
import { Brand } from '../../components/Brand.tsx';
import { useConfig } from '../../config/index.ts';
import { shortAddress } from '../../lib/address/index.ts';
import { MantineRoot } from '../../ui/MantineRoot.tsx';
import { DAPP_SECTIONS } from './sections.ts';
import './dapp.css';

function WalletBadge() {
  const { keypair } = useConfig();
  if (!keypair) return <span className="wallet-badge wallet-badge--empty">No wallet connected</span>;
  return (
    <span className="wallet-badge">
      <AccountIcon address={keypair} size={28} />
      <span className="wallet-badge__address" title={keypair}>
        {shortAddress(keypair)}
      </span>
    </span>
  );
}

export function DappLayout() {
  return (
    <MantineRoot>
      <ChainProvider>
        <DappFrame />
      </ChainProvider>
    </MantineRoot>
  );
}

function DappFrame() {
  return (
    <div className="dapp">
      <header className="dapp__header">
        <Brand />
        <nav className="dapp__nav" aria-label="App sections">
          {DAPP_SECTIONS.map((section) => (
            <NavLink key={section.path} to={section.path} end className="dapp__nav-link">
              {section.label}
            </NavLink>
          ))}
        </nav>
        <WalletBadge />
      </header>
      <div className="dapp__status">
        <ConnectionStatus />
      </div>
      <main className="dapp__main">
        <Outlet />
      </main>
    </div>
  );
}
