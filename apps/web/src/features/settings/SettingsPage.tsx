import {
  Card,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appConfig, expertModeOf, forexSnapshotOf, useConfig } from '../../shared/config/index.ts';
import { useDexConfig } from '../../shared/chain/queries.ts';
import { ChainProfilePicker } from './ChainProfilePicker.tsx';
import { chainConfigFields } from './chainConfigFields.ts';
import { NodeEndpointForm } from './NodeEndpointForm.tsx';
import { LOCALES, displayCurrency, localePreference } from '../../shared/preferences/preferences.ts';
import { useSlippage } from '../../shared/preferences/useSlippage.ts';
import { SlippageControl } from '../swap/index.ts';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, setLanguage } from '../../shared/i18n/index.ts';

function ChainConfiguration() {
  const config = useConfig();
  const assetKinds = useDexConfig().data?.assetKinds.type;
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" aria-labelledby="chain-config-title">
      <Text component="h2" fw={700} size="md" id="chain-config-title" mb={4}>
        {t('settings.chain.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.chain.summary')}
      </Text>
      <dl className="definition-list">
        {chainConfigFields(assetKinds).map(({ field, label }) => (
          <div key={field}>
            <dt>{t(label)}</dt>
            <dd>
              {config[field] === 'native'
                ? t('settings.chain.nativeAsset')
                : String(config[field]) || <span className="muted">{t('settings.chain.notLoaded')}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const THEMES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'settings.display.light' },
  { value: 'dark', label: 'settings.display.dark' },
  { value: 'auto', label: 'settings.display.system' },
];

function DisplaySettings() {
  const config = useConfig();
  const currency = displayCurrency.use();
  const locale = localePreference.use();
  const { t, i18n } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // USD, PHP and every currency the oracle quotes.
  let oracleCodes: string[];
  try {
    oracleCodes = [...(forexSnapshotOf(config)?.rates.keys() ?? [])];
  } catch {
    oracleCodes = [];
  }
  const currencies = [...new Set(['USD', 'PHP', ...oracleCodes, currency])].sort();
  return (
    <Card withBorder padding="md" aria-labelledby="display-title">
      <Text component="h2" fw={700} size="md" id="display-title" mb="sm">
        {t('settings.display.title')}
      </Text>
      <Stack gap="md">
        <Select
          label={t('language.label')}
          description={t('settings.display.languageHelp')}
          data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          value={isLanguage(i18n.language) ? i18n.language : null}
          onChange={(value) => value && isLanguage(value) && setLanguage(value)}
          allowDeselect={false}
          maw={260}
        />
        <Select
          label={t('settings.display.currency')}
          description={t('settings.display.currencyHelp')}
          data={currencies}
          value={currency}
          onChange={(value) => value && displayCurrency.set(value)}
          allowDeselect={false}
          maw={260}
        />
        <Select
          label={t('settings.display.locale')}
          description={t('settings.display.localeHelp')}
          data={LOCALES.map((l) => ({ value: l.value, label: t(l.label) }))}
          value={locale}
          onChange={(value) => value && localePreference.set(value)}
          allowDeselect={false}
          maw={260}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="theme-label">
            {t('settings.display.theme')}
          </Text>
          <SegmentedControl
            aria-labelledby="theme-label"
            value={colorScheme}
            onChange={(value) => setColorScheme(value)}
            data={THEMES.map((theme) => ({ value: theme.value, label: t(theme.label) }))}
          />
        </div>
      </Stack>
    </Card>
  );
}

function TradingSettings() {
  const tolerance = useSlippage();
  const slippage = tolerance.bps;
  const expertMode = expertModeOf(useConfig());
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" aria-labelledby="trading-title">
      <Text component="h2" fw={700} size="md" id="trading-title" mb="sm">
        {t('settings.trading.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.trading.summary')}
      </Text>
      <SlippageControl
        value={slippage}
        onChange={tolerance.choose}
        auto={{ ...tolerance.auto, onSelect: tolerance.chooseAuto }}
      />
      <Switch
        mt="md"
        label={t('settings.trading.expert')}
        description={t('settings.trading.expertHelp')}
        checked={expertMode}
        onChange={(event) => appConfig.set('expertMode', event.currentTarget.checked ? 'true' : '')}
      />
    </Card>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{t('settings.title')}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{t('settings.heading')}</h1>
      </div>
      <p className="dapp-page__summary">{t('settings.summary')}</p>
      <ChainProfilePicker />
      <NodeEndpointForm />
      <DisplaySettings />
      <TradingSettings />
      <ChainConfiguration />
    </section>
  );
}
