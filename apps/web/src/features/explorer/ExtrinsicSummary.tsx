import { Code } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExplorerLink } from '../../shared/explorer/index.ts';
import { callAmountTokens } from './amounts.ts';
import type { DecodedExtrinsic } from '../../shared/chain/worker/blockDecode.ts';
import { showFields } from './display.ts';
import { ShownFields } from './ShownValue.tsx';

/** pallet.call, or a note that this metadata cannot read it. */
export function CallName({ extrinsic }: { extrinsic: DecodedExtrinsic }) {
  const { t } = useTranslation();
  return extrinsic.call ? (
    <strong data-field="call" translate="no">{`${extrinsic.call.pallet}.${extrinsic.call.name}`}</strong>
  ) : (
    <span className="explorer-dim">{t('explorer.extrinsic.undecodable')}</span>
  );
}

export function Signer({ extrinsic }: { extrinsic: DecodedExtrinsic }) {
  const { t } = useTranslation();
  return extrinsic.signer ? (
    <ExplorerLink target={{ kind: 'account', address: extrinsic.signer }}>
      <Code className="explorer-hash" data-field="signer">
        {extrinsic.signer}
      </Code>
    </ExplorerLink>
  ) : (
    <span className="explorer-dim">{t('explorer.extrinsic.unsigned')}</span>
  );
}

export function CallArguments({ extrinsic }: { extrinsic: DecodedExtrinsic }) {
  const { call } = extrinsic;
  if (!call) return null;
  const args = (call.args ?? {}) as Record<string, unknown>;
  return <ShownFields fields={showFields(args, callAmountTokens(call.pallet, call.name, args))} />;
}

/** One line of a block's extrinsic list. */
export function ExtrinsicRow({ block, extrinsic }: { block: number; extrinsic: DecodedExtrinsic }) {
  const { t } = useTranslation();
  const id = `${block}-${extrinsic.index}`;
  return (
    <li className="explorer-item" data-extrinsic={id}>
      <div className="explorer-item__head">
        <ExplorerLink
          target={{ kind: 'extrinsic', block, index: extrinsic.index, hash: extrinsic.hash }}
          label={t('explorer.extrinsic.open', { id })}
        >
          {id}
        </ExplorerLink>
        <CallName extrinsic={extrinsic} />
      </div>
      <div className="explorer-item__signer">
        <span className="explorer-dim">{t('explorer.extrinsic.signer')}</span>{' '}
        <Signer extrinsic={extrinsic} />
      </div>
      <CallArguments extrinsic={extrinsic} />
    </li>
  );
}
