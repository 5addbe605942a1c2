import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { wallet, WalletLockedError } from '../wallet/store.ts';
import { isFinal, runTransaction, type TxJob, type TxRequest } from './jobs.ts';
import { useDialogFocusReturn } from '../ui/useDialogFocusReturn.ts';
import { TxProgress } from './TxProgress.tsx';
import { useTxJob } from './useTxJobs.ts';

export interface ReviewDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, in words and numbers. */
  children: ReactNode;
  confirmLabel: string;
  /** When the reviewed numbers went stale (e.g. a new block moved the price): why, and how to accept. */
  stale?: { message: string; onAccept: () => void } | undefined;
  /**
   * Confirming is not possible yet: the review's checks (dry run, a confirmation the user must give) have not
   * passed. The children say why.
   */
  blocked?: boolean | undefined;
  /** Builds the transaction from the reviewed numbers, at the moment of confirming. */
  build: () => Omit<TxRequest, 'signer'>;
  onFinished?: (job: TxJob) => void;
}

/**
 * Review → sign → follow: the one transaction flow every action uses. The confirm button works once: a double
 * click cannot send twice.
 */
export function ReviewDialog(props: ReviewDialogProps) {
  const { opened, onClose, title, children, confirmLabel, stale, blocked, build, onFinished } = props;
  const [jobId, setJobId] = useState<number | undefined>();
  const [locked, setLocked] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const job = useTxJob(jobId);
  const focusReturn = useDialogFocusReturn(opened);
  const closeButton = useRef<HTMLButtonElement>(null);
  const following = job !== undefined;
  // The confirm button gives way to the progress: focus moves to the button that closes the dialog, rather
  // than being lost to the page.
  useEffect(() => {
    if (following) closeButton.current?.focus();
  }, [following]);

  async function confirm() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const session = wallet.getSnapshot().session;
      if (locked && session) await wallet.unlock(session.address, password);
      const signer = await wallet.signer();
      setLocked(false);
      setPassword('');
      const { id, done } = runTransaction({ ...build(), signer });
      setJobId(id);
      void done.then((finished) => onFinished?.(finished));
    } catch (cause) {
      sending.current = false;
      if (cause instanceof WalletLockedError) setLocked(true);
      else setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  }

  function close() {
    onClose();
    // Reset after the closing animation; an unfinished job goes on in its toast.
    setTimeout(() => {
      setJobId(undefined);
      setError(undefined);
      setLocked(false);
      sending.current = false;
    }, 250);
  }

  return (
    <Modal opened={opened} onClose={close} title={title} size="md" {...focusReturn}>
      <Stack gap="md">
        {children}
        {job ? (
          <>
            <TxProgress job={job} />
            <Group justify="flex-end">
              <Button ref={closeButton} variant={isFinal(job.phase) ? 'filled' : 'default'} onClick={close}>
                {isFinal(job.phase) ? 'Done' : 'Close (it continues in the background)'}
              </Button>
            </Group>
          </>
        ) : (
          <>
            {stale && (
              <Alert color="yellow" role="alert" title="The numbers changed">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{stale.message}</Text>
                  <Button size="xs" variant="light" onClick={stale.onAccept}>
                    Accept the new numbers
                  </Button>
                </Stack>
              </Alert>
            )}
            {locked && (
              <PasswordInput
                label="Password"
                description="Your Lumi account is locked. Enter its password to sign."
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                data-autofocus
              />
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                onClick={() => void confirm()}
                loading={busy}
                disabled={Boolean(stale) || Boolean(blocked)}
              >
                {locked ? 'Unlock and sign' : confirmLabel}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
