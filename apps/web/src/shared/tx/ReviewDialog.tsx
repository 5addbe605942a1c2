import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useWalletErrorText } from '../wallet/useWalletErrorText.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useChainConnection } from '../chain/ChainContext.ts';
import { useChainReady } from '../chain/useChainReady.ts';
import { CHAIN_WAIT_MS, waitForChain } from '../chain/waitForChain.ts';
import { wallet, WalletLockedError } from '../wallet/store.ts';
import { useWallet } from '../wallet/useWallet.ts';
import { isFinal, runTransaction, txJobs, type TxJob, type TxRequest } from './jobs.ts';
import { useDialogFocusReturn } from '../ui/useDialogFocusReturn.ts';
import { openReview, reviewClosed, reviewUnmounted } from './openReviews.ts';
import { sameAccount } from '../address/index.ts';
import { accountChangedError, signerIs, type CapturedSigner } from './signerCheck.ts';
import { SignerRow } from './SignerRow.tsx';
import { TxProgress } from './TxProgress.tsx';
import { useTxJob } from './useTxJobs.ts';
import { useTranslation } from 'react-i18next';

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

function capture(): CapturedSigner | undefined {
  const session = wallet.getSnapshot().session;
  return session ? { name: session.name, address: session.address } : undefined;
}

/**
 * Review → sign → follow: the one transaction flow every action uses. The confirm button works once: a double
 * click cannot send twice. The signing account is captured when the review opens and shown; if the wallet's
 * account changes anywhere (another tab included) before signing, the review closes and says so.
 */
export function ReviewDialog(props: ReviewDialogProps) {
  const { opened, onClose, title, children, confirmLabel, stale, blocked, build, onFinished } = props;
  const connection = useChainConnection();
  const { t } = useTranslation();
  const sayWalletError = useWalletErrorText();
  const chain = useChainReady();
  const { session } = useWallet();
  const [captured, setCaptured] = useState<CapturedSigner | undefined>(() =>
    opened ? openReview(title, capture(), true) : undefined,
  );
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setCaptured(openReview(title, capture(), false));
  }
  useEffect(() => () => reviewUnmounted(title), [title]);
  const [waitingForChain, setWaitingForChain] = useState(false);
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

  // Before signing, the account must stay the one the review was opened for.
  const accountChanged =
    opened && !following && captured !== undefined && !sameAccount(session?.address, captured.address);
  const closeRef = useRef<() => void>(() => {});
  useEffect(() => {
    if (!accountChanged || !captured) return;
    const now = wallet.getSnapshot().session;
    txJobs.notice(
      title,
      accountChangedError(captured, now ? { name: now.name, address: now.address } : undefined),
    );
    closeRef.current();
  }, [accountChanged, captured, title]);

  async function confirm() {
    if (sending.current || !captured) return;
    sending.current = true;
    setBusy(true);
    setError(undefined);
    try {
      if (!chain.ready) {
        setWaitingForChain(true);
        const ready = await waitForChain(connection, CHAIN_WAIT_MS);
        setWaitingForChain(false);
        if (!ready) {
          throw new Error(t('review.nodeAway'));
        }
      }
      if (!sameAccount(wallet.getSnapshot().session?.address, captured.address)) return;
      if (locked) await wallet.unlock(captured.address, password);
      const signer = await wallet.signerAccount();
      // Whatever happened while the signer loaded, only the captured account may sign.
      const capturedSigns =
        signer.kind === 'key'
          ? signerIs(captured, signer.publicKey)
          : sameAccount(signer.address, captured.address);
      if (!capturedSigns) {
        throw new Error(t('review.accountGone', { name: captured.name }));
      }
      setLocked(false);
      setPassword('');
      const { id, done } = runTransaction({
        ...build(),
        signer,
        signerAddress: captured.address,
        connection,
      });
      setJobId(id);
      void done.then((finished) => onFinished?.(finished));
    } catch (cause) {
      sending.current = false;
      if (cause instanceof WalletLockedError) setLocked(true);
      else setError(sayWalletError(cause));
    } finally {
      setBusy(false);
    }
  }

  function close() {
    reviewClosed(title);
    setWaitingForChain(false);
    onClose();
    // Reset after the closing animation; an unfinished job goes on in its toast.
    setTimeout(() => {
      setJobId(undefined);
      setError(undefined);
      setLocked(false);
      sending.current = false;
    }, 250);
  }

  closeRef.current = close;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="md"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      {...focusReturn}
    >
      <Stack gap="md">
        {captured && <SignerRow name={captured.name} address={captured.address} />}
        {children}
        {job ? (
          <>
            <TxProgress job={job} />
            <Group justify="flex-end">
              <Button ref={closeButton} variant={isFinal(job.phase) ? 'filled' : 'default'} onClick={close}>
                {isFinal(job.phase) ? t('review.done') : t('review.closeBackground')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            {stale && (
              <Alert color="yellow" role="alert" title={t('review.changed')}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{stale.message}</Text>
                  <Button size="xs" variant="light" onClick={stale.onAccept}>
                    {t('review.accept')}
                  </Button>
                </Stack>
              </Alert>
            )}
            {locked && (
              <PasswordInput
                label={t('review.password')}
                description={t('review.locked')}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                data-autofocus
              />
            )}
            {!chain.ready && (
              <Alert color="orange" role="status" title={t('review.notConnected')}>
                {waitingForChain
                  ? t('review.waiting', { reason: t(chain.reason.key, chain.reason.values) })
                  : t('review.willWait', { reason: t(chain.reason.key, chain.reason.values) })}
              </Alert>
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('review.cancel')}
              </Button>
              <Button
                onClick={() => void confirm()}
                loading={busy}
                disabled={Boolean(stale) || Boolean(blocked)}
              >
                {locked ? t('review.unlockSign') : confirmLabel}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
