import type { ChainFeature } from '@lumi/chain/profiles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActiveProfile } from '../../shared/chain/profile/useChainProfile.ts';
import { useFailureText } from '../../shared/api/useFailureText.ts';

const FEATURE_NAME: Record<ChainFeature, string> = {
  dex: 'profiles.feature.dex',
  forexOracle: 'profiles.feature.forexOracle',
  faucet: 'profiles.feature.faucet',
  admin: 'profiles.feature.admin',
};

/** In place of a screen whose chain feature is missing (or not known yet): says so, never breaks. */
export function ChainGate({ gate, active }: { gate: ChainFeature | 'unknown'; active: ActiveProfile }) {
  const { t } = useTranslation();
  const failure = useFailureText();
  if (gate === 'unknown') {
    return (
      <section className="dapp-page" aria-labelledby="dapp-page-title">
        <h1 id="dapp-page-title">{t('profiles.gate.readingTitle')}</h1>
        <p role="status">
          {active.state === 'failed'
            ? t('profiles.gate.readFailed', { error: failure(active.error) })
            : t('profiles.gate.reading')}
        </p>
      </section>
    );
  }
  const chain =
    active.state === 'ready'
      ? t(`profiles.names.${active.profile.id}`, { defaultValue: active.profile.name })
      : '';
  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('profiles.gate.pageTitle')}</title>
      <h1 id="dapp-page-title">{t('profiles.gate.title')}</h1>
      <p data-testid="not-on-chain">{t('profiles.gate.body', { feature: t(FEATURE_NAME[gate]), chain })}</p>
      <p>
        <Link to="/dapp/settings">{t('profiles.gate.settings')}</Link>
      </p>
    </section>
  );
}
