import { Anchor, Card, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { LPHPU, LUMI, PHPU, type AssetInfo } from '@lumi/chain';
import { useState } from 'react';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { Identicon } from '../../shared/ui/AccountIcon/Identicon.tsx';
import { checkAddress } from '../../shared/address/index.ts';
import { formatExact, parseTokenAmount, toDecimalString } from '../../shared/format/index.ts';
import { feeIn } from '../../shared/fees/feeAsset.ts';
import { FeeAssetChoice } from '../../shared/fees/FeeAssetChoice.tsx';
import { feeEstimateText } from '../../shared/fees/feeText.ts';
import { useTradeInputs } from '../../shared/chain/useTradeInputs.ts';
import { ActionButton, FailureAlert, WarningList } from '../../shared/tx/ActionButton.tsx';
import { useChainReady } from '../../shared/chain/useChainReady.ts';
import { gateOnChain, presentWarnings } from '../../shared/tx/decision.ts';
import { ReviewDialog } from '../../shared/tx/ReviewDialog.tsx';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import type { SendToken } from './buildTransfer.ts';
import { proposeSendMax } from './maxSend.ts';
import { recipientMinimumFailure } from './recipientMinimum.ts';
import { sendAction } from './sendAction.ts';
import { SendReviewSummary, type ReviewedTransfer } from './SendReview.tsx';
import { useSendChecks } from './useSendChecks.ts';
import { useRecipientState, useTokenMinimum } from './useRecipient.ts';
import { accountClosingWarning } from './warnings/accountClosing.ts';
import { selfSendWarning } from './warnings/selfSend.ts';

const TOKENS: Record<SendToken, AssetInfo> = { LUMI, PHPU, LPHPU };

export function SendPage() {
  const { locale } = useLocaleSettings();
  const { session } = useWallet();
  const address = session?.address;
  const { api, config, balances, existentialDeposit } = useTradeInputs(address);
  const [token, setToken] = useState<SendToken>('LUMI');
  const [recipientText, setRecipientText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [keepAlive, setKeepAlive] = useState(true);
  const [reviewed, setReviewed] = useState<ReviewedTransfer | undefined>();
  const [reviewOpen, setReviewOpen] = useState(0);

  const info = TOKENS[token];
  const assetId = token === 'LUMI' ? 0 : token === 'PHPU' ? config?.phpuId : config?.pool?.lpTokenId;
  const recipientCheck = recipientText.trim() === '' ? undefined : checkAddress(recipientText.trim());
  const recipient = recipientCheck?.valid ? recipientCheck.address : undefined;
  const amount = amountText.trim() === '' ? undefined : parseTokenAmount(amountText, info, locale);
  const value = amount?.ok ? amount.value : undefined;
  const balance = balances ? (token === 'LPHPU' ? balances.LPHPU : balances[token]) : undefined;
  const minimum = useTokenMinimum(token, token === 'LUMI' ? undefined : assetId, existentialDeposit);
  const recipientState = useRecipientState(recipient, token, token === 'LUMI' ? undefined : assetId, minimum);
  const fmt = (v: bigint, asset: AssetInfo = info) => formatExact(v, asset, locale);
  const existentialDepositText = existentialDeposit === undefined ? undefined : fmt(existentialDeposit, LUMI);
  const minimumText = minimum === undefined ? '' : fmt(minimum);

  const transfer =
    recipient && value !== undefined && value > 0n && assetId !== undefined
      ? { token, assetId, recipient, amount: value, keepAlive }
      : undefined;
  const { txFor, feeOf, verdict, reviewVerdict, feeForReview } = useSendChecks({
    api,
    address,
    balances,
    existentialDeposit,
    errorContext: { existentialDeposit: existentialDepositText, minimumBalance: minimumText },
    form: transfer,
    review: reviewOpen > 0 && reviewed ? { ...reviewed, opening: reviewOpen } : undefined,
  });

  const recipientFailure =
    value === undefined ? undefined : recipientMinimumFailure(recipientState, value, minimumText);
  const chain = useChainReady();
  const action = gateOnChain(
    sendAction({
      account: address,
      recipient: !recipientCheck ? 'empty' : recipientCheck.valid ? 'valid' : 'invalid',
      amount: !amount ? 'empty' : !amount.ok ? 'invalid' : amount.value === 0n ? 'zero' : 'valid',
      tokenReady: assetId !== undefined,
      symbol: info.symbol,
      value,
      transferable: balance?.transferable,
      recipientFailure,
      verdict,
    }),
    chain,
  );
  const warnings = presentWarnings(
    selfSendWarning(address, recipient),
    balances && existentialDeposit !== undefined && value !== undefined
      ? accountClosingWarning({
          token,
          keepAlive,
          free: balances.LUMI.free,
          amount: value,
          fee: verdict.payment ? feeIn('LUMI', verdict.payment) : verdict.fee,
          existentialDeposit,
          format: (v) => fmt(v, LUMI),
        })
      : undefined,
  );

  async function max() {
    if (!balance || !address || assetId === undefined || minimum === undefined) return;
    const amount = await proposeSendMax(
      { token, transferable: balance.transferable, keepAlive, minimum },
      (v) => feeOf({ token, assetId, recipient: recipient ?? address, amount: v, keepAlive }, address),
    );
    setAmountText(toDecimalString(amount, info.decimals));
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
            onChange={(next) => setToken(next)}
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
                  onClick={() => void max()}
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
          <FeeAssetChoice verdict={verdict} existentialDeposit={existentialDepositText} />
          <Text size="sm" c="dimmed" data-testid="network-fee">
            {`Network fee: ${feeEstimateText(verdict, locale)}`}
          </Text>
          <WarningList warnings={warnings} />
          <ActionButton
            size="lg"
            action={action}
            onReview={() => {
              if (!transfer) return;
              setReviewed({ ...transfer, networkFee: verdict.payment });
              setReviewOpen((n) => n + 1);
            }}
          />
        </Stack>
      </Card>
      {reviewed && (
        <ReviewDialog
          opened={reviewOpen > 0}
          onClose={() => setReviewOpen(0)}
          title="Review transfer"
          confirmLabel="Confirm send"
          blocked={reviewVerdict.pending || reviewVerdict.failure !== undefined}
          build={() => ({
            title: `Send ${fmt(reviewed.amount, TOKENS[reviewed.token])}`,
            tx: txFor(reviewed),
            fee: feeForReview,
          })}
          onFinished={(job) => {
            if (job.phase.kind === 'finalized') setAmountText('');
          }}
        >
          <SendReviewSummary reviewed={reviewed} asset={TOKENS[reviewed.token]} />
          <WarningList warnings={presentWarnings(selfSendWarning(address, reviewed.recipient))} />
          {reviewVerdict.failure && <FailureAlert failure={reviewVerdict.failure} />}
        </ReviewDialog>
      )}
    </section>
  );
}
