// The built-in explorer's pages, one lazy chunk: search, block, extrinsic and account views. Blocks and
// extrinsics come from the node through the app's chain client, account history from the Lumi API's indexer.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { checkAddress } from '../../shared/address/index.ts';
import { AccountView } from './AccountView.tsx';
import { BlockView } from './BlockView.tsx';
import { ExtrinsicView } from './ExtrinsicView.tsx';
import { parseBlockRef, parseExtrinsicRef } from './refs.ts';
import { SearchBox } from './SearchBox.tsx';
import './explorer.css';

function ExplorerFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="dapp-page explorer" aria-labelledby="dapp-page-title">
      <title>{`${t('explorer.title')} · Lumi`}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('explorer.title')}</h1>
      </div>
      <p className="dapp-page__summary">{t('explorer.summary')}</p>
      <SearchBox />
      {children}
    </section>
  );
}

export function ExplorerPage() {
  return <ExplorerFrame />;
}

export function BlockPage() {
  const { ref = '' } = useParams();
  return (
    <ExplorerFrame>
      <BlockView key={ref} blockRef={parseBlockRef(ref)} text={ref} />
    </ExplorerFrame>
  );
}

export function ExtrinsicPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const block = search.get('block');
  return (
    <ExplorerFrame>
      <ExtrinsicView key={`${id}?${block}`} extrinsicRef={parseExtrinsicRef(id, block)} text={id} />
    </ExplorerFrame>
  );
}

export function AccountPage() {
  const { address = '' } = useParams();
  return (
    <ExplorerFrame>
      <AccountView
        key={address}
        address={address}
        valid={checkAddress(address, { expectedFormat: null }).valid}
      />
    </ExplorerFrame>
  );
}
