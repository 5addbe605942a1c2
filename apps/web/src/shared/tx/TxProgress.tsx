import { Alert, Stepper, Text } from '@mantine/core';
import type { TxJob } from './jobs.ts';
import '@mantine/core/styles/Stepper.css';

const STEPS = ['Signing', 'In pool', 'In block', 'Finalized'] as const;

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
export function phaseText(job: TxJob): string {
  const at = (block: number) => `#${block.toLocaleString('en-US')}`;
  switch (job.phase.kind) {
    case 'signing':
      return 'Waiting for your signature…';
    case 'pool':
      return 'In the transaction pool, waiting for a block…';
    case 'inBlock':
      return `In block ${at(job.phase.block)}, waiting for finality…`;
    case 'submitted':
      // Sent; its result is read from the chain (after a dropped connection, a reload, or sent from another tab).
      return 'Submitted — confirming…';
    case 'finalized':
      return `Finalized in block ${at(job.phase.block)}.`;
    case 'failed':
      return `Failed in block ${at(job.phase.block)}.`;
    case 'notSent':
      return 'Not sent.';
    case 'replaced':
      return `Replaced or dropped: by block ${at(job.phase.block)} another transaction of this account used its place (nonce), and this one was not included. Nothing was charged for it.`;
    case 'expired':
      return `Expired: it was not included before its validity ended (block ${at(job.phase.block)}), so it never will be. Nothing was charged for it.`;
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
  return (
    <div>
      <Stepper
        active={step}
        size="xs"
        color={error ? 'red' : undefined}
        aria-label="Transaction progress"
        className="tx-stepper"
      >
        {STEPS.map((label, index) => (
          <Stepper.Step
            key={label}
            label={
              index === 2 && (job.phase.kind === 'inBlock' || job.phase.kind === 'finalized')
                ? `In block #${job.phase.block}`
                : label
            }
          />
        ))}
      </Stepper>
      <Text size="sm" mt="sm" role="status" data-testid="tx-status">
        {phaseText(job)} {job.outcome}
      </Text>
      {error && (
        <Alert
          color="red"
          role="alert"
          mt="sm"
          title={job.phase.kind === 'failed' ? 'The transaction failed' : 'The transaction was not sent'}
          data-error-code={error.code}
        >
          {error.message}
          {error.fix ? ` ${error.fix}` : ''}
        </Alert>
      )}
    </div>
  );
}
