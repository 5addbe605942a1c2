import { Alert, Stepper, Text } from '@mantine/core';
import type { TxJob } from './jobs.ts';

const STEPS = ['Signing', 'In pool', 'In block', 'Finalized'] as const;

function activeStep(job: TxJob): number {
  switch (job.phase.kind) {
    case 'signing':
      return 0;
    case 'pool':
      return 1;
    case 'inBlock':
      return 2;
    case 'finalized':
      return 4;
    case 'failed':
      return job.phase.block === undefined ? (job.txHash ? 1 : 0) : 2;
  }
}

/** The phase of a transaction as words (also the text of its toast). */
export function phaseText(job: TxJob): string {
  switch (job.phase.kind) {
    case 'signing':
      return 'Waiting for your signature…';
    case 'pool':
      return 'In the transaction pool, waiting for a block…';
    case 'inBlock':
      return `In block #${job.phase.block.toLocaleString('en-US')}, waiting for finality…`;
    case 'finalized':
      return `Finalized in block #${job.phase.block.toLocaleString('en-US')}.`;
    case 'failed':
      return 'Failed.';
  }
}

/** Stepper plus status line for one transaction; a failure shows its reason and the fix to try. */
export function TxProgress({ job }: { job: TxJob }) {
  const failed = job.phase.kind === 'failed';
  const step = activeStep(job);
  return (
    <div>
      <Stepper active={step} size="xs" color={failed ? 'red' : undefined} aria-label="Transaction progress">
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
      {job.phase.kind === 'failed' && (
        <Alert
          color="red"
          role="alert"
          mt="sm"
          title="The transaction failed"
          data-error-code={job.phase.error.code}
        >
          {job.phase.error.message}
          {job.phase.error.fix ? ` ${job.phase.error.fix}` : ''}
        </Alert>
      )}
    </div>
  );
}
