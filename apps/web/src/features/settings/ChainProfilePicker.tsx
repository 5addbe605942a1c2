import { Card, Radio, Stack, Text } from '@mantine/core';
import { CHAIN_PROFILES } from '@lumi/chain/profiles/builtin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../shared/api/useFailureText.ts';
import { useChainProfile } from '../../shared/chain/profile/useChainProfile.ts';
import { appConfig, useConfig } from '../../shared/config/index.ts';
import { CUSTOM_PROFILE_ID, profileChoiceOf, profileEndpoint } from '../../shared/config/profileChoice.ts';
import { profileSummary } from './profileSummary.ts';

/**
 * The chain profiles: every built-in one (the list is data, so a profile added to @lumi/chain appears here) and
 * "custom", which keeps the current endpoint and derives what to show from its metadata.
 */
export function ChainProfilePicker() {
  const config = useConfig();
  const { t } = useTranslation();
  const active = useChainProfile();
  const failure = useFailureText();
  const [error, setError] = useState('');
  const choice = profileChoiceOf(config.chainProfile);
  const value = choice.kind === 'custom' ? CUSTOM_PROFILE_ID : choice.profile.id;

  function choose(id: string) {
    const profile = CHAIN_PROFILES.find((p) => p.id === id);
    const endpoint = profile
      ? profileEndpoint(profile)
      : config.nodeEndpointIsDefault
        ? ''
        : config.nodeEndpoint;
    const written = appConfig.setChainProfile(profile ? profile.id : CUSTOM_PROFILE_ID, endpoint);
    setError(written.ok ? '' : t('profiles.settings.saveFailed'));
  }

  const summary = active.state === 'ready' ? profileSummary(active.profile) : undefined;
  return (
    <Card withBorder padding="md" aria-labelledby="chain-profile-title">
      <Text component="h2" fw={700} size="md" id="chain-profile-title" mb={4}>
        {t('profiles.settings.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('profiles.settings.summary')}
      </Text>
      <Radio.Group
        value={value}
        onChange={choose}
        aria-labelledby="chain-profile-title"
        error={error || undefined}
      >
        <Stack gap="sm">
          {CHAIN_PROFILES.map((profile) => (
            <Radio
              key={profile.id}
              value={profile.id}
              label={t(`profiles.names.${profile.id}`, { defaultValue: profile.name })}
              description={t('profiles.settings.builtinHelp', {
                endpoint: profileEndpoint(profile) || config.nodeEndpoint,
                token: profile.nativeToken.symbol,
              })}
            />
          ))}
          <Radio
            value={CUSTOM_PROFILE_ID}
            label={t('profiles.settings.custom')}
            description={t('profiles.settings.customHelp', { endpoint: config.nodeEndpoint })}
          />
        </Stack>
      </Radio.Group>
      <div data-testid="active-profile" aria-live="polite">
        {active.state === 'reading' ? (
          <Text size="sm" mt="sm">
            {t('profiles.gate.reading')}
          </Text>
        ) : active.state === 'failed' ? (
          <Text size="sm" mt="sm" c="red">
            {t('profiles.gate.readFailed', { error: failure(active.error) })}
          </Text>
        ) : (
          summary && (
            <dl className="definition-list">
              <div>
                <dt>{t('profiles.settings.active')}</dt>
                <dd>{t(`profiles.names.${active.profile.id}`, { defaultValue: active.profile.name })}</dd>
              </div>
              <div>
                <dt>{t('profiles.settings.assets')}</dt>
                <dd data-testid="profile-assets">{summary.assets.join(', ')}</dd>
              </div>
              <div>
                <dt>{t('profiles.settings.features')}</dt>
                <dd data-testid="profile-features">
                  {summary.features.length === 0
                    ? t('profiles.settings.noFeatures')
                    : summary.features.map((f) => t(`profiles.feature.${f}`)).join(', ')}
                </dd>
              </div>
            </dl>
          )
        )}
      </div>
    </Card>
  );
}
