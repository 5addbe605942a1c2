import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkAddress, encodeAddress } from '../../shared/address/index.ts';
import { useDexConfig } from '../../shared/chain/queries.ts';
import { LUMI_SS58_FORMAT } from '../../shared/config/index.ts';
import { connectModal } from '../../shared/wallet/connectModal.ts';
import { useWallet } from '../../shared/wallet/useWallet.ts';
import { AddressFormat } from './AddressFormat.tsx';
import { AddressQr } from './AddressQr.tsx';

/** The generic Substrate format: every Substrate chain and wallet reads it. */
const GENERIC_FORMAT = 42;

export function ReceivePage() {
  const { t } = useTranslation();
  const { session } = useWallet();
  // Until the chain says its format, the runtime's own (42 on Lumi).
  const format = useDexConfig().data?.ss58Format ?? LUMI_SS58_FORMAT;
  const check = session ? checkAddress(session.address, { expectedFormat: null }) : undefined;
  const key = check?.valid ? check.publicKey : undefined;
  const chainAddress = key && encodeAddress(key, format);
  const genericAddress = key && encodeAddress(key, GENERIC_FORMAT);

  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('receive.title')}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('receive.heading')}</h1>
      </div>
      <Card withBorder padding="lg" maw={640}>
        {!chainAddress || !genericAddress ? (
          <Stack gap="sm" align="flex-start">
            <Text>{t('receive.connectFirst')}</Text>
            <Button onClick={connectModal.open}>{t('receive.connect')}</Button>
          </Stack>
        ) : (
          <Stack gap="lg">
            <Group align="flex-start" gap="lg">
              <AddressQr text={chainAddress} label={t('receive.qrLabel', { address: chainAddress })} />
              <Text size="sm" maw={300}>
                {t('receive.intro')}
              </Text>
            </Group>
            <AddressFormat
              testId="address-chain"
              title={t('receive.chain.title', { format })}
              explanation={t('receive.chain.text')}
              address={chainAddress}
            />
            <AddressFormat
              testId="address-generic"
              title={t('receive.generic.title')}
              explanation={
                format === GENERIC_FORMAT ? t('receive.generic.same') : t('receive.generic.text', { format })
              }
              address={genericAddress}
            />
            <Text size="sm" c="dimmed">
              {t('receive.sameAccount')}
            </Text>
          </Stack>
        )}
      </Card>
    </section>
  );
}
