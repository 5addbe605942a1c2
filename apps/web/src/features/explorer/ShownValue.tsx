import { Code } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExplorerLink } from '../../shared/explorer/index.ts';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { useFormat } from '../../shared/format/useFormat.ts';
import type { Shown, ShownField } from './display.ts';

/** A decoded value: amounts exact with their token, accounts linking to their view, the rest as text. */
export function ShownValue({ value }: { value: Shown }) {
  const { t } = useTranslation();
  const format = useFormat();
  switch (value.kind) {
    case 'amount':
      // Valued at today's pool price and rate, as Activity values history.
      return (
        <>
          <span className="explorer-amount" data-field="amount">
            {format.token(value.amount, value.token)}
          </span>{' '}
          <FiatValue amount={value.amount} symbol={value.token.symbol} />
        </>
      );
    case 'account':
      return (
        <ExplorerLink target={{ kind: 'account', address: value.address }}>
          <Code className="explorer-hash">{value.address}</Code>
        </ExplorerLink>
      );
    case 'text':
      return (
        <Code className="explorer-hash" translate="no">
          {value.text}
        </Code>
      );
    case 'none':
      return <span className="explorer-dim">{t('explorer.none')}</span>;
    case 'variant':
      // A variant's name is the chain's identifier (Pays::Yes, DispatchClass::Mandatory), not the app's words:
      // translate="no" keeps browser translators (and the pseudo-locale check) off it.
      return value.inner === undefined ? (
        <Code translate="no">{value.name}</Code>
      ) : (
        <span>
          <Code translate="no">{value.name}</Code> <ShownValue value={value.inner} />
        </span>
      );
    case 'list':
      return value.items.length === 0 ? (
        <span className="explorer-dim">{t('explorer.emptyList')}</span>
      ) : (
        <ol className="explorer-list">
          {value.items.map((item, i) => (
            <li key={i}>
              <ShownValue value={item} />
            </li>
          ))}
        </ol>
      );
    case 'fields':
      return <ShownFields fields={value.fields} />;
  }
}

export function ShownFields({ fields }: { fields: readonly ShownField[] }) {
  const { t } = useTranslation();
  if (fields.length === 0) return <span className="explorer-dim">{t('explorer.noFields')}</span>;
  return (
    <dl className="explorer-fields">
      {fields.map((field) => (
        <div key={field.name} className="explorer-fields__row" data-name={field.name}>
          <dt translate="no">{field.name}</dt>
          <dd>
            <ShownValue value={field.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
