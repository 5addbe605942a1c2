import { Button, Group, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { builtInPath } from '../../shared/explorer/index.ts';
import { classifySearch, type SearchTarget } from './searchInput.ts';

const ERROR_KEYS = {
  empty: 'explorer.search.invalid.empty',
  'number-too-large': 'explorer.search.invalid.numberTooLarge',
  'bad-hash': 'explorer.search.invalid.badHash',
  unrecognised: 'explorer.search.invalid.unrecognised',
} as const;

function pathOf(target: Exclude<SearchTarget, { kind: 'invalid' }>): string | undefined {
  switch (target.kind) {
    case 'block':
      return builtInPath({ kind: 'block', block: target.number });
    case 'hash':
      // A hash may name an extrinsic or a block: the extrinsic view looks it up and opens the block otherwise.
      return builtInPath({ kind: 'extrinsic', hash: target.hash });
    case 'extrinsic':
      return builtInPath({ kind: 'extrinsic', block: target.block, index: target.index });
    case 'account':
      return builtInPath({ kind: 'account', address: target.address });
  }
}

/** Block number, block hash, "block-index" or address: opens the matching view, or says why it cannot. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = classifySearch(text);
    if (target.kind === 'invalid') {
      setError(t(ERROR_KEYS[target.reason]));
      return;
    }
    setError(undefined);
    const path = pathOf(target);
    if (path) void navigate(path);
  };
  return (
    <form role="search" onSubmit={submit} className="explorer-search" aria-label={t('explorer.search.label')}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          className="explorer-search__input"
          label={t('explorer.search.label')}
          placeholder={t('explorer.search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          spellCheck={false}
          autoComplete="off"
        />
        <Button type="submit" mt={25}>
          {t('explorer.search.submit')}
        </Button>
      </Group>
    </form>
  );
}
