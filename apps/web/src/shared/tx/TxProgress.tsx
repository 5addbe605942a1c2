import { Alert, Stepper, Text } from '@mantine/core';
import type { TxJob } from './jobs.ts';
import '@mantine/core/styles/Stepper.css';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/useErrorText.ts';
import { TxLink } from '../explorer/TxLink.tsx';
import { PaidFee } from '../fees/PaidFee.tsx';
import { formatBlockNumber } from '../format/blockNumber.ts';

const STEPS = ['tx.step.signing', 'tx.step.pool', 'tx.step.block', 'tx.step.finalized'] as const;

function activeStep(job: TxJob): number {
  switch (job.phase.kind) {
    case 'signing':
      return 0;
    case 'pool':
    case 'submitted':
      return 1;
    case 'inBlock':
    case 'failed':
      return 2;
    case 'finalized':
      return 4;
    case 'notSent':
      return job.txHash ? 1 : 0;
    case 'replaced':
    case 'expired':
      return 1;
  }
}

/** The phase of a transaction as words (also the text of its toast). */
export function phaseText(job: TxJob, t: TFunction): string {
  const at = (block: number) => ({ block: formatBlockNumber(block) });
  switch (job.phase.kind) {
    case 'signing':
      return t('tx.phase.signing');
    case 'pool':
      return t('tx.phase.pool');
    case 'inBlock':
      return t('tx.phase.inBlock', at(job.phase.block));
    case 'submitted':
      // Sent; its result is read from the chain (after a dropped connection, a reload, or sent from another tab).
      return t('tx.state.submitted');
    case 'finalized':
      return t('tx.phase.finalized', at(job.phase.block));
    case 'failed':
      return t('tx.phase.failed', at(job.phase.block));
    case 'notSent':
      return t('tx.phase.notSent');
    case 'replaced':
      return t('tx.phase.replaced', at(job.phase.block));
    case 'expired':
      return t('tx.phase.expired', at(job.phase.block));
  }
}

/** The error a job ended with, if any. */
export function jobError(job: TxJob) {
  return job.phase.kind === 'failed' || job.phase.kind === 'notSent' ? job.phase.error : undefined;
}

/** Stepper plus status line for one transaction; a failure shows its reason and the fix to try. */
export function TxProgress({ job }: { job: TxJob }) {
  const error = jobError(job);
  const step = activeStep(job);
  const { t } = useTranslation();
  const explain = useErrorText();
  return (
    <div>
      <Stepper
        active={step}
        size="xs"
        color={error ? 'red' : undefined}
        aria-label={t('tx.progress')}
        className="tx-stepper"
      >
        {STEPS.map((label, index) => (
          <Stepper.Step
            key={label}
            label={
              index === 2 && (job.phase.kind === 'inBlock' || job.phase.kind === 'finalized')
                ? t('tx.step.inBlock', { block: job.phase.block })
                : t(label)
            }
          />
        ))}
      </Stepper>
      <Text size="sm" mt="sm" role="status" data-testid="tx-status">
        {phaseText(job, t)} {job.outcome}
      </Text>
      <PaidFee fee={job.feePaid} />
      <TxLink txHash={job.txHash} phase={job.phase} />
      {error && (
        <Alert
          color="red"
          role="alert"
          mt="sm"
          title={job.phase.kind === 'failed' ? t('tx.failedTitle') : t('tx.notSentTitle')}
          data-error-code={error.code}
        >
          {explain(error).text}
        </Alert>
      )}
    </div>
  );
}
