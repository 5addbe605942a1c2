import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { isFinal, txJobs, type TxJob } from './jobs.ts';
import { jobError, phaseText } from './TxProgress.tsx';
import { usePendingTxSync } from './usePendingTxSync.ts';
import { useTxJobs } from './useTxJobs.ts';
import './tx.css';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/useErrorText.ts';
import { TxLink } from '../explorer/TxLink.tsx';
import { PaidFee } from '../fees/PaidFee.tsx';

const SUCCESS_VISIBLE_MS = 20_000;

function Toast({ job }: { job: TxJob }) {
  const error = jobError(job);
  const { t } = useTranslation();
  const explain = useErrorText();
  useEffect(() => {
    // Successful transactions leave on their own; failures stay until dismissed so their reason can be read.
    if (job.phase.kind !== 'finalized') return;
    const timer = setTimeout(() => txJobs.dismiss(job.id), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [job.id, job.phase.kind]);
  return (
    <Paper
      className="tx-toast"
      data-phase={job.phase.kind}
      data-testid="tx-toast"
      withBorder
      shadow="md"
      p="sm"
      radius="md"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600} size="sm">
            {job.title}
          </Text>
          <Text size="sm" c={error ? 'red' : 'dimmed'}>
            {error ? explain(error).text : `${phaseText(job, t)}${job.outcome ? ` ${job.outcome}` : ''}`}
          </Text>
          <PaidFee fee={job.feePaid} />
          <TxLink txHash={job.txHash} phase={job.phase} />
        </div>
        {/* Every toast can be closed; one still in flight keeps going and stays listed in the account menu. */}
        <CloseButton
          aria-label={
            isFinal(job.phase)
              ? t('tx.toast.dismiss', { title: job.title })
              : t('tx.toast.hide', { title: job.title })
          }
          onClick={() => txJobs.dismiss(job.id)}
          size="sm"
        />
      </Group>
    </Paper>
  );
}

/**
 * The transactions in flight and just finished, inside the live region `TxToastsGate` keeps in the /dapp layout
 * (so it survives navigation, and the region exists before its first toast is announced).
 */
export function TxToasts() {
  usePendingTxSync();
  const jobs = useTxJobs();
  return jobs.map((job) => <Toast key={job.id} job={job} />);
}
