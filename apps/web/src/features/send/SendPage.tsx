import { Anchor, Card, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { assetRefKey, type AssetRef } from '@lumi/chain/asset-kind';
import type { ProfileAsset } from '@lumi/chain/profiles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressErrorText } from '../../shared/i18n/addressError.ts';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { Identicon } from '../../shared/ui/AccountIcon/Identicon.tsx';
import { checkAddress } from '../../shared/address/index.ts';
import { formatExact, parseTokenAmount, toDecimalString } from '../../shared/format/index.ts';
import { feeIn } from '../../shared/fees/feeAsset.ts';
import { FeeAssetChoice } from '../../shared/fees/FeeAssetChoice.tsx';
import { feeEstimateText } from '../../shared/fees/feeText.ts';
import { FeeFiat } from '../../shared/fiat/FeeFiat.tsx';
import { usePhpuFeeId } from '../../shared/fees/usePhpuFeeId.ts';
import { useChainConnection, useLumiApi } from '../../shared/chain/ChainContext.ts';
import { chainShapeQuery } from '../../shared/chain/profile/useChainProfile.ts';
import { useProfileBalances } from '../../shared/chain/profile/useProfileBalances.ts';
import { useChainConstants } from '../../shared/chain/queries.ts';
import { ActionButton, FailureAlert, WarningList } from '../../shared/tx/ActionButton.tsx';
import { useChainReady } from '../../shared/chain/useChainReady.ts';
import { gateOnChain, presentWarnings } from '../../shared/tx/decision.ts';
import { ReviewDialog } from '../../shared/tx/ReviewDialog.tsx';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { poisoningForReview, RecipientContacts, useRecipientGuard } from '../contacts/index.ts';
import { proposeSendMax } from './maxSend.ts';
import { recipientMinimumFailure } from './recipientMinimum.ts';
import { sendAction } from './sendAction.ts';
import { SendReviewSummary, type ReviewedTransfer } from './SendReview.tsx';
import { useSendChecks } from './useSendChecks.ts';
import { useRecipientState, useTokenMinimum } from './useRecipient.ts';
import { accountClosingWarning } from './warnings/accountClosing.ts';
import { selfSendWarning } from './warnings/selfSend.ts';
import { FiatOfText } from '../../shared/fiat/FiatOfText.tsx';
import { FiatValue } from '../../shared/fiat/FiatValue.tsx';
import { useFiatWorth } from '../../shared/fiat/useFiatWorth.ts';
import { FiatRateNote } from '../fiat/index.ts';

export function SendPage() {
  const { locale } = useLocaleSettings();
  const { t } = useTranslation();
  const worth = useFiatWorth();
  const addressError = useAddressErrorText();
  const { session } = useWallet();
  const address = session?.address;
  const api = useLumiApi();
  const connection = useChainConnection();
  const existentialDeposit = useChainConstants().data?.existentialDeposit;
  // The active profile's assets that this chain holds (a row without a balance has no pallet here). The shape is
  // read once the client has loaded, so the client is usable when it is there.
  const { profile, balances: profileBalances } = useProfileBalances(address);
  const shape = useQuery(chainShapeQuery(connection)).data;
  const rows = profileBalances.data?.rows.filter((row) => row.balance !== undefined) ?? [];
  const tokens: ProfileAsset[] = rows.length > 0 ? rows.map((row) => row.asset) : (profile?.assets ?? []);
  const [tokenKey, setToken] = useState('native');
  const [recipientText, setRecipientText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [keepAlive, setKeepAlive] = useState(true);
  const [reviewed, setReviewed] = useState<ReviewedTransfer | undefined>();
  const [reviewOpen, setReviewOpen] = useState(0);

  const asset = tokens.find((a) => assetRefKey(a.ref) === tokenKey) ?? tokens[0];
  const info = asset ?? {
    symbol: profile?.nativeToken.symbol ?? '',
    decimals: profile?.nativeToken.decimals ?? 0,
  };
  const nativeToken = profile?.nativeToken ?? info;
  const native = asset?.ref.type === 'Native';
  const built = shape
    ? {
        scheme: shape.scheme ?? { type: 'NativeOrWithId' as const, pallets: shape.assetPallets },
      }
    : undefined;
  const recipientCheck = recipientText.trim() === '' ? undefined : checkAddress(recipientText.trim());
  const recipient = recipientCheck?.valid ? recipientCheck.address : undefined;
  const recipientGuard = useRecipientGuard(address, recipient);
  const amount = amountText.trim() === '' ? undefined : parseTokenAmount(amountText, info, locale);
  const value = amount?.ok ? amount.value : undefined;
  const row = asset && rows.find((r) => assetRefKey(r.asset.ref) === assetRefKey(asset.ref));
  const balance = row?.balance;
  const nativeBalance = rows.find((r) => r.asset.ref.type === 'Native')?.balance;
  // PHPU pays fees only where the chain has Lumi's LUMI/PHPU pool; then its balance joins the fee budget.
  const phpuId = usePhpuFeeId();
  const isPhpu = (ref: AssetRef | undefined) => ref?.type === 'Local' && ref.id === phpuId;
  const phpuBalance = rows.find((r) => isPhpu(r.asset.ref))?.balance;
  const minimum = useTokenMinimum(asset?.ref, existentialDeposit);
  const recipientState = useRecipientState(recipient, asset?.ref, minimum);
  const fmt = (v: bigint, token: { symbol: string; decimals: number } = info) =>
    formatExact(v, token, locale);
  const existentialDepositText =
    existentialDeposit === undefined ? undefined : fmt(existentialDeposit, nativeToken);
  const minimumText = minimum === undefined ? '' : fmt(minimum);

  const transfer =
    recipient && value !== undefined && value > 0n && asset !== undefined && built !== undefined
      ? { asset, recipient, amount: value, keepAlive }
      : undefined;
  const { txFor, feeOf, verdict, reviewVerdict, feeForReview } = useSendChecks({
    api,
    chain: built,
    address,
    nativeBalance,
    phpuBalance,
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
      tokenReady: asset !== undefined && built !== undefined,
      symbol: info.symbol,
      value,
      transferable: balance?.transferable,
      recipientFailure,
      verdict,
    }),
    chain,
  );
  // A look-alike recipient holds the button until the user confirms it (features/contacts).
  const sendButton = recipientGuard.hold ?? action;
  const warnings = presentWarnings(
    selfSendWarning(address, recipient),
    nativeBalance && existentialDeposit !== undefined && value !== undefined
      ? accountClosingWarning({
          native,
          keepAlive,
          free: nativeBalance.free,
          amount: value,
          fee: verdict.payment ? feeIn('native', verdict.payment) : verdict.fee,
          existentialDeposit,
          format: (v) => fmt(v, nativeToken),
        })
      : undefined,
  );

  async function max() {
    if (!balance || !address || !asset || !built || minimum === undefined) return;
    const amount = await proposeSendMax(
      { native, phpu: isPhpu(asset.ref), transferable: balance.transferable, keepAlive, minimum },
      (v) => feeOf({ asset, recipient: recipient ?? address, amount: v, keepAlive }, address),
    );
    setAmountText(toDecimalString(amount, info.decimals));
  }

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('send.title')}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('send.heading')}</h1>
      </div>
      <Card withBorder padding="lg" maw={560}>
        <Stack gap="md">
          <SegmentedControl
            value={asset ? assetRefKey(asset.ref) : tokenKey}
            onChange={(next) => setToken(next)}
            data={tokens.map((a) => ({ value: assetRefKey(a.ref), label: a.symbol }))}
            aria-label={t('send.token')}
          />
          <TextInput
            label={t('send.recipient')}
            placeholder="5…"
            value={recipientText}
            onChange={(event) => setRecipientText(event.currentTarget.value)}
            spellCheck={false}
            autoComplete="off"
            error={
              recipientCheck && !recipientCheck.valid
                ? addressError(recipientCheck.error, recipientText.trim())
                : undefined
            }
            leftSection={recipient ? <Identicon address={recipient} size={22} /> : undefined}
            description={
              recipient
                ? t('send.validAddress', { network: recipientCheck?.valid ? recipientCheck.network : '' })
                : undefined
            }
          />
          <RecipientContacts guard={recipientGuard} onChoose={setRecipientText} />
          <div>
            <TextInput
              label={t('send.amount')}
              value={amountText}
              onChange={(event) => setAmountText(event.currentTarget.value)}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              error={amount && !amount.ok ? t(amount.message.key, amount.message.values) : undefined}
              rightSectionWidth={70}
              rightSection={
                <Text size="sm" fw={700}>
                  {info.symbol}
                </Text>
              }
            />
            <FiatOfText text={amountText} token={info} />
            <Group justify="space-between" mt={4}>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {balance ? t('send.transferable', { amount: fmt(balance.transferable) }) : ' '}
                </Text>
                <FiatValue amount={balance?.transferable} symbol={info.symbol} />
              </Group>
              {balance && (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => void max()}
                  aria-label={t('send.maxLabel', { token: info.symbol })}
                >
                  {t('send.max')}
                </Anchor>
              )}
            </Group>
          </div>
          <FiatRateNote />
          <Checkbox
            label={t('send.keepAlive')}
            description={t('send.keepAliveHelp')}
            checked={keepAlive}
            onChange={(event) => setKeepAlive(event.currentTarget.checked)}
          />
          <FeeAssetChoice verdict={verdict} existentialDeposit={existentialDepositText} />
          <Text size="sm" c="dimmed">
            <span data-testid="network-fee">
              {t('send.networkFee', { fee: feeEstimateText(verdict, locale, nativeToken) })}
            </span>{' '}
            <FeeFiat verdict={verdict} />
          </Text>
          <WarningList warnings={warnings} />
          <ActionButton
            size="lg"
            action={sendButton}
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
          title={t('send.review.title')}
          confirmLabel={t('send.review.confirm')}
          blocked={reviewVerdict.pending || reviewVerdict.failure !== undefined}
          build={() => ({
            title: t('send.review.txTitle', { amount: fmt(reviewed.amount, reviewed.asset) }),
            tx: txFor(reviewed),
            fee: feeForReview,
            describe: () => worth('', [{ amount: reviewed.amount, symbol: reviewed.asset.symbol }]),
          })}
          onFinished={(job) => {
            if (job.phase.kind === 'finalized') {
              setAmountText('');
              recipientGuard.sent(reviewed.recipient);
            }
          }}
        >
          <SendReviewSummary reviewed={reviewed} feeToken={nativeToken} />
          <FiatRateNote />
          <WarningList
            warnings={presentWarnings(
              poisoningForReview(recipientGuard, reviewed.recipient),
              selfSendWarning(address, reviewed.recipient),
            )}
          />
          {reviewVerdict.failure && <FailureAlert failure={reviewVerdict.failure} />}
        </ReviewDialog>
      )}
    </section>
  );
}
