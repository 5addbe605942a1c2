import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lumiApi } from '../../shared/api/lumiApi.ts';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import { actionLabel } from './actionLabel.ts';
import { collectHistory } from './exportHistory.ts';
import { historyCsv } from './historyCsv.ts';
import { useFailureText } from '../../shared/api/useFailureText.ts';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download; the object URL is not needed after this task.
  queueMicrotask(() => URL.revokeObjectURL(url));
}

/** Downloads the account's whole indexed history (not only the loaded page) as CSV. */
export function ExportCsvButton({ address }: { address: string }) {
  const { t } = useTranslation();
  const connection = useChainConnection();
  const failure = useFailureText();
  const [state, setState] = useState<{ busy: boolean; rows: number; error?: unknown }>({
    busy: false,
    rows: 0,
  });
  const run = async () => {
    setState({ busy: true, rows: 0 });
    try {
      const { chain } = await connection.loaded();
      const { entries, hashes } = await collectHistory(lumiApi, chain, address, (rows) =>
        setState({ busy: true, rows }),
      );
      const csv = historyCsv(entries, hashes, {
        header: [
          t('explorer.csv.date'),
          t('explorer.csv.action'),
          t('explorer.csv.sent'),
          t('explorer.csv.received'),
          t('explorer.csv.fee'),
          t('explorer.csv.hash'),
          t('explorer.csv.block'),
        ],
        action: (entry) => actionLabel(entry, t),
      });
      download(`lumi-activity-${address}.csv`, csv);
      setState({ busy: false, rows: entries.length });
    } catch (error) {
      setState({ busy: false, rows: 0, error });
    }
  };
  return (
    <div className="explorer-export">
      <Button variant="light" size="xs" loading={state.busy} onClick={() => void run()}>
        {t('explorer.csv.export')}
      </Button>
      <Text size="xs" c={'error' in state ? 'red' : 'dimmed'} role="status">
        {'error' in state
          ? t('explorer.csv.failed', { message: failure(state.error) })
          : state.busy
            ? t('explorer.csv.progress', { count: state.rows })
            : ''}
      </Text>
    </div>
  );
}
