import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { LPHPU, LUMI, PHPU, type AssetInfo } from '@lumi/chain';
import { useEffect, useRef, useState } from 'react';
import { useLocaleSettings } from '../app/LocaleContext.ts';
import { Identicon } from '../components/AccountIcon/Identicon.tsx';
import { checkAddress } from '../lib/address/index.ts';
import { formatTokenAmount, parseTokenAmount, toDecimalString } from '../lib/format/index.ts';
import { useTradeInputs } from '../chain/useTradeInputs.ts';
import { ReviewDialog } from '../tx/ReviewDialog.tsx';
import { gateOnChain } from '../chain/readiness.ts';
import { useChainReady } from '../chain/useChainReady.ts';
import { connectModal } from '../wallet/ui/connectModal.ts';
import { useWallet } from '../wallet/useWallet.ts';
import { buildTransferTx, type SendToken } from './buildTransfer.ts';
import { useRecipientState } from './useRecipient.ts';

const TOKENS: Record<SendToken, AssetInfo> = { LUMI, PHPU, LPHPU };

interface Reviewed {
  token: SendToken;
  assetId: number;
  recipient: string;
  amount: bigint;
  keepAlive: boolean;
  networkFee: bigint | undefined;
}

export function SendPage() {
  const { locale } = useLocaleSettings();
  const { session } = useWallet();
  const address = session?.address;
  const { api, config, balances, existentialDeposit } = useTradeInputs(address);
  const [token, setToken] = useState<SendToken>('LUMI');
  const [recipientText, setRecipientText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [keepAlive, setKeepAlive] = useState(true);
  const [networkFee, setNetworkFee] = useState<bigint | undefined>();
  const [reviewed, setReviewed] = useState<Reviewed | undefined>();
  const [reviewOpen, setReviewOpen] = useState(false);

  const info = TOKENS[token];
  const assetId = token === 'LUMI' ? 0 : token === 'PHPU' ? config?.phpuId : config?.pool?.lpTokenId;
  const recipientCheck = recipientText.trim() === '' ? undefined : checkAddress(recipientText.trim());
  const recipient = recipientCheck?.valid ? recipientCheck.address : undefined;
  const amount = amountText.trim() === '' ? undefined : parseTokenAmount(amountText, info.decimals, locale);
  const balance = balances ? (token === 'LPHPU' ? balances.LPHPU : balances[token]) : undefined;
  const recipientState = useRecipientState(
    recipient,
    token,
    token === 'LUMI' ? undefined : assetId,
    existentialDeposit,
  );

  const feeInputs = { address, recipient, amount, assetId, token, keepAlive };
  const feeRef = useRef(feeInputs);
  feeRef.current = feeInputs;
  const feeKey = `${address}:${recipient}:${amount?.ok ? amount.value : ''}:${assetId}:${token}:${keepAlive}`;
  useEffect(() => {
    const { address, recipient, amount, assetId, token, keepAlive } = feeRef.current;
    if (!address || assetId === undefined) {
      setNetworkFee(undefined);
      return;
    }
    let live = true;
    // Estimate with the real call; before a recipient is entered, the sender stands in for it.
    const tx = buildTransferTx(
      api,
      token,
      assetId,
      recipient ?? address,
      amount?.ok ? amount.value : 0n,
      keepAlive,
    );
    const timer = setTimeout(() => {
      tx.getEstimatedFees(address)
        .then((fee) => live && setNetworkFee(fee))
        .catch(() => live && setNetworkFee(undefined));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, feeKey]);

  const fmt = (value: bigint, asset: AssetInfo = info) =>
    formatTokenAmount(value, asset.decimals, { locale, symbol: asset.symbol });
  const value = amount?.ok ? amount.value : undefined;

  // What the transfer would leave behind, for the keep-alive and existential-deposit warnings.
  const warnings: string[] = [];
  if (
    value !== undefined &&
    value > 0n &&
    recipientState &&
    recipientState.balance + value < recipientState.minimum
  ) {
    warnings.push(
      `The recipient holds less than the minimum of ${fmt(recipientState.minimum)}. Send at least ${fmt(recipientState.minimum - recipientState.balance)} or the transfer fails.`,
    );
  }
  if (value !== undefined && balance && token === 'LUMI' && existentialDeposit !== undefined) {
    const left = balance.free - value - (networkFee ?? 0n);
    if (left < existentialDeposit && left >= 0n) {
      warnings.push(
        keepAlive
          ? `This would leave less than the existential deposit (${fmt(existentialDeposit)}), so the transfer fails while “Keep my account alive” is on. Send less.`
          : `Your account keeps less than the existential deposit (${fmt(existentialDeposit)}): it will be closed and the rest (${fmt(left > 0n ? left : 0n)}) lost.`,
      );
    }
  }

  const chain = useChainReady();
  let action: { label: string; disabled: boolean; onClick?: () => void };
  if (!session) action = { label: 'Connect wallet', disabled: false, onClick: connectModal.open };
  else if (!recipientCheck?.valid) action = { label: 'Enter a recipient', disabled: true };
  else if (!amount) action = { label: 'Enter an amount', disabled: true };
  else if (!amount.ok || amount.value === 0n) action = { label: 'Enter a valid amount', disabled: true };
  else if (assetId === undefined) action = { label: 'Loading token…', disabled: true };
  else if (balance && amount.value > balance.transferable)
    action = { label: `Insufficient ${info.symbol} balance`, disabled: true };
  else
    action = {
      label: 'Send',
      disabled: false,
      onClick: () => {
        setReviewed({
          token,
          assetId,
          recipient: recipientCheck.address,
          amount: amount.value,
          keepAlive,
          networkFee,
        });
        setReviewOpen(true);
      },
    };
  if (session) action = gateOnChain(action, chain);

  function max() {
    if (!balance) return;
    let maxValue = balance.transferable;
    if (token === 'LUMI') {
      // Keep the fee (with a margin) and, with keep-alive, the existential deposit.
      const keep = (networkFee ?? 0n) * 2n + (keepAlive ? (existentialDeposit ?? 0n) : 0n);
      maxValue = maxValue > keep ? maxValue - keep : 0n;
    }
    setAmountText(toDecimalString(maxValue, info.decimals));
  }

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>Send · Lumi</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">Send</h1>
      </div>
      <Card withBorder padding="lg" maw={560}>
        <Stack gap="md">
          <SegmentedControl
            value={token}
            onChange={(next) => setToken(next as SendToken)}
            data={['LUMI', 'PHPU', 'LPHPU']}
            aria-label="Token"
          />
          <TextInput
            label="Recipient"
            placeholder="5…"
            value={recipientText}
            onChange={(event) => setRecipientText(event.currentTarget.value)}
            spellCheck={false}
            autoComplete="off"
            error={recipientCheck && !recipientCheck.valid ? recipientCheck.error.message : undefined}
            leftSection={recipient ? <Identicon address={recipient} size={22} /> : undefined}
            description={
              recipient ? `Valid ${recipientCheck?.valid ? recipientCheck.network : ''} address` : undefined
            }
          />
          <div>
            <TextInput
              label="Amount"
              value={amountText}
              onChange={(event) => setAmountText(event.currentTarget.value)}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              error={amount && !amount.ok ? amount.error : undefined}
              rightSectionWidth={70}
              rightSection={
                <Text size="sm" fw={700}>
                  {info.symbol}
                </Text>
              }
            />
            <Group justify="space-between" mt={4}>
              <Text size="xs" c="dimmed">
                {balance ? `Transferable: ${fmt(balance.transferable)}` : ' '}
              </Text>
              {balance && (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={max}
                  aria-label={`Send the maximum ${info.symbol}`}
                >
                  Max
                </Anchor>
              )}
            </Group>
          </div>
          <Checkbox
            label="Keep my account alive"
            description="Refuse a transfer that would take your balance below the minimum the chain keeps accounts open with."
            checked={keepAlive}
            onChange={(event) => setKeepAlive(event.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed" data-testid="network-fee">
            {`Network fee: ${networkFee === undefined ? '…' : `≈ ${fmt(networkFee, LUMI)}`}`}
          </Text>
          {warnings.map((warning) => (
            <Alert key={warning} color="yellow" role="alert">
              {warning}
            </Alert>
          ))}
          <Button size="lg" disabled={action.disabled} onClick={action.onClick}>
            {action.label}
          </Button>
        </Stack>
      </Card>
      {reviewed && (
        <ReviewDialog
          opened={reviewOpen}
          onClose={() => setReviewOpen(false)}
          title="Review transfer"
          confirmLabel="Confirm send"
          build={() => ({
            title: `Send ${fmt(reviewed.amount, TOKENS[reviewed.token])}`,
            tx: buildTransferTx(
              api,
              reviewed.token,
              reviewed.assetId,
              reviewed.recipient,
              reviewed.amount,
              reviewed.keepAlive,
            ),
          })}
          onFinished={(job) => {
            if (job.phase.kind === 'finalized') setAmountText('');
          }}
        >
          <dl className="details-list" aria-label="Review">
            <div>
              <dt>Amount</dt>
              <dd data-testid="review-amount">{fmt(reviewed.amount, TOKENS[reviewed.token])}</dd>
            </div>
            <div>
              <dt>Recipient</dt>
              <dd>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Identicon address={reviewed.recipient} size={20} />
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {reviewed.recipient}
                  </Text>
                </Group>
              </dd>
            </div>
            <div>
              <dt>Keep my account alive</dt>
              <dd>{reviewed.keepAlive ? 'Yes' : 'No'}</dd>
            </div>
            <div>
              <dt>Network fee</dt>
              <dd>{reviewed.networkFee === undefined ? '…' : `≈ ${fmt(reviewed.networkFee, LUMI)}`}</dd>
            </div>
          </dl>
        </ReviewDialog>
      )}
    </section>
  );
}
