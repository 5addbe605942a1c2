import { Alert, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/i18n/message.ts';
import { lumiApi, type FaucetGrant } from '../../shared/api/lumiApi.ts';
import { apiStatusQuery } from '../../shared/api/queries.ts';
import { useChainStatus } from '../../shared/chain/ChainContext.ts';
import { useChainProfile } from '../../shared/chain/profile/useChainProfile.ts';
import { useLocaleSettings } from '../../shared/format/LocaleContext.ts';
import { formatSymbolAmount } from '../../shared/format/index.ts';
import { faucetOffered } from './faucetOffered.ts';

// A grant's links (the explorer's link code) and a refusal's wording load when there is one to show: the button
// sits on /dapp's first paint, which has a size budget.
const FaucetTxLinks = lazy(async () => ({ default: (await import('./FaucetTxLinks.tsx')).FaucetTxLinks }));

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'granted'; grant: FaucetGrant }
  | { kind: 'refused'; message: Message };

/** "Get test tokens": only on a Development chain whose API runs a faucet. */
export function FaucetButton({ address }: { address: string }) {
  const { chainType } = useChainStatus();
  const { locale } = useLocaleSettings();
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const dev = chainType === 'Development';
  const active = useChainProfile();

  // No API or no faucet simply means no button.
  const status = useQuery({ ...apiStatusQuery(), enabled: dev }).data;
  useEffect(() => setOutcome({ kind: 'idle' }), [address]);

  const offered = faucetOffered({
    profileFaucet: active.state === 'ready' ? active.profile.features.faucet : undefined,
    derived: active.state === 'ready' ? active.derived : true,
    developmentChain: dev,
    apiFaucet: status?.faucet.enabled === true,
  });
  if (!offered || !status) return null;
  const claim = () => {
    setOutcome({ kind: 'busy' });
    lumiApi.claimFaucet(address).then(
      (grant) => setOutcome({ kind: 'granted', grant }),
      (error: unknown) =>
        void import('./refusal.ts').then(({ faucetRefusal }) =>
          setOutcome({ kind: 'refused', message: faucetRefusal(error) }),
        ),
    );
  };
  return (
    <div data-testid="faucet">
      <Group gap="sm">
        <Button variant="light" onClick={claim} loading={outcome.kind === 'busy'}>
          {t('faucet.button')}
        </Button>
        {status.faucet.lumi !== null && status.faucet.phpu !== null && (
          <Text size="xs" c="dimmed">
            {t('faucet.offer', {
              lumi: formatSymbolAmount({ asset: 'LUMI', amount: status.faucet.lumi }, locale),
              phpu: formatSymbolAmount({ asset: 'PHPU', amount: status.faucet.phpu }, locale),
            })}
          </Text>
        )}
      </Group>
      {outcome.kind === 'granted' && (
        <Alert color="green" mt="xs" role="status" data-testid="faucet-result" className="faucet-result">
          {t('faucet.sent', {
            transfers: outcome.grant.transfers
              .map((transfer) =>
                t('faucet.transfer', {
                  amount: formatSymbolAmount(transfer, locale, transfer.decimals),
                  block: transfer.blockNumber,
                }),
              )
              .join(t('faucet.joiner')),
            hash: outcome.grant.txHash,
          })}
          <Suspense fallback={null}>
            <FaucetTxLinks grant={outcome.grant} />
          </Suspense>
        </Alert>
      )}
      {outcome.kind === 'refused' && (
        <Alert color="orange" mt="xs" role="alert" data-testid="faucet-result" className="faucet-result">
          {t(outcome.message.key, outcome.message.values)}
        </Alert>
      )}
    </div>
  );
}
