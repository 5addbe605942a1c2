import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { isFinal, txJobs, type TxJob } from './jobs.ts';
import { phaseText } from './TxProgress.tsx';
import { useTxJobs } from './useTxJobs.ts';
import './tx.css';

const SUCCESS_VISIBLE_MS = 20_000;

function Toast({ job }: { job: TxJob }) {
  const failed = job.phase.kind === 'failed';
  useEffect(() => {
    // Successful transactions leave on their own; failures stay until dismissed so their reason can be read.
    if (job.phase.kind !== 'finalized') return;
    const timer = setTimeout(() => txJobs.dismiss(job.id), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [job.id, job.phase.kind]);
  return (
    <Paper className="tx-toast" data-phase={job.phase.kind} withBorder shadow="md" p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600} size="sm">
            {job.title}
          </Text>
          <Text size="sm" c={failed ? 'red' : 'dimmed'}>
            {job.phase.kind === 'failed'
              ? `${job.phase.error.message}${job.phase.error.fix ? ` ${job.phase.error.fix}` : ''}`
              : `${phaseText(job)}${job.outcome ? ` ${job.outcome}` : ''}`}
          </Text>
        </div>
        {isFinal(job.phase) && (
          <CloseButton
            aria-label={`Dismiss: ${job.title}`}
            onClick={() => txJobs.dismiss(job.id)}
            size="sm"
          />
        )}
      </Group>
    </Paper>
  );
}

/** The transactions in flight and just finished; lives in the /dapp layout so it survives navigation. */
export function TxToasts() {
  const jobs = useTxJobs();
  return (
    <section className="tx-toasts" aria-label="Transactions" aria-live="polite">
      {jobs.map((job) => (
        <Toast key={job.id} job={job} />
      ))}
    </section>
  );
}
