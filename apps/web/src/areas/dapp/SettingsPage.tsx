import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_NODE_ENDPOINT, appConfig, useConfig, type LumiConfig } from '../../config/index.ts';

type Status = { kind: 'idle' } | { kind: 'saved'; text: string } | { kind: 'error'; text: string };

function NodeEndpointForm() {
  const config = useConfig();
  const [draft, setDraft] = useState(config.nodeEndpoint);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = useId();
  const messageId = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    const result = appConfig.setNodeEndpoint(draft);
    if (result.ok) {
      setDraft(draft.trim());
      setStatus({ kind: 'saved', text: `Saved. Lumi will connect to ${draft.trim()}.` });
    } else {
      setStatus({ kind: 'error', text: result.errors.nodeEndpoint ?? 'Could not save the endpoint.' });
    }
  }

  function resetToDefault() {
    const result = appConfig.setNodeEndpoint('');
    setDraft(DEFAULT_NODE_ENDPOINT);
    setStatus(
      result.ok
        ? { kind: 'saved', text: `Back to the default, ${DEFAULT_NODE_ENDPOINT}.` }
        : { kind: 'error', text: result.errors.nodeEndpoint ?? 'Could not reset the endpoint.' },
    );
  }

  return (
    <form className="card form" onSubmit={save} noValidate>
      <h2 className="card__title">Node</h2>
      <label htmlFor={inputId}>Node endpoint</label>
      <input
        id={inputId}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setStatus({ kind: 'idle' });
        }}
        aria-invalid={status.kind === 'error'}
        aria-describedby={messageId}
      />
      <p
        id={messageId}
        className={`form__message form__message--${status.kind}`}
        role={status.kind === 'error' ? 'alert' : 'status'}
      >
        {status.kind === 'idle'
          ? `A ws:// or wss:// URL. ${config.nodeEndpointIsDefault ? 'Currently the default.' : `The default is ${DEFAULT_NODE_ENDPOINT}.`}`
          : status.text}
      </p>
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          Save endpoint
        </button>
        <button
          type="button"
          className="button"
          onClick={resetToDefault}
          disabled={config.nodeEndpointIsDefault}
        >
          Use default
        </button>
      </div>
    </form>
  );
}

const CHAIN_FIELDS: { field: keyof LumiConfig; label: string }[] = [
  { field: 'dexAccount', label: 'DEX pallet account' },
  { field: 'lumiAccountAddress', label: 'Pool account' },
  { field: 'lumiContractAddress', label: 'LUMI token id' },
  { field: 'phpuContractAddress', label: 'PHPU token id' },
  { field: 'lphpuAccountAddress', label: 'LPHPU owner account' },
  { field: 'lphpuContractAddress', label: 'LPHPU token id' },
  { field: 'swapFees', label: 'Swap fee (tenths of a percent)' },
];

function ChainConfiguration() {
  const config = useConfig();
  return (
    <section className="card" aria-labelledby="chain-config-title">
      <h2 className="card__title" id="chain-config-title">
        Chain configuration
      </h2>
      <p className="card__hint">Read from the chain when Lumi connects, and kept in this browser.</p>
      <dl className="definition-list">
        {CHAIN_FIELDS.map(({ field, label }) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd>{String(config[field]) || <span className="muted">Not loaded yet</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function SettingsPage() {
  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>Settings · Lumi</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">Settings</h1>
      </div>
      <p className="dapp-page__summary">Where Lumi connects. Display currency, locale and theme come next.</p>
      <NodeEndpointForm />
      <ChainConfiguration />
    </section>
  );
}
