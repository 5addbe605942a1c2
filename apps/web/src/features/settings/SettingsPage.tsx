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
import {
  appConfig,
  expertModeOf,
  forexSnapshotOf,
  useConfig,
  type LumiConfig,
} from '../../shared/config/index.ts';
import { NodeEndpointForm } from './NodeEndpointForm.tsx';
import {
  LOCALES,
  displayCurrency,
  localePreference,
  slippageDefault,
} from '../../shared/preferences/preferences.ts';
import { SlippageControl } from '../swap/index.ts';

const CHAIN_FIELDS: { field: keyof LumiConfig; label: string }[] = [
  { field: 'dexAccount', label: 'DEX pallet account' },
  { field: 'lumiAccountAddress', label: 'Pool account' },
  { field: 'lumiContractAddress', label: 'LUMI token id' },
  { field: 'phpuContractAddress', label: 'PHPU token id' },
  { field: 'lphpuAccountAddress', label: 'LPHPU owner account' },
  { field: 'lphpuContractAddress', label: 'LPHPU token id' },
  { field: 'swapFees', label: 'Swap fee (tenths of a percent)' },
];

function ChainConfiguration() {
  const config = useConfig();
  return (
    <Card withBorder padding="md" aria-labelledby="chain-config-title">
      <Text component="h2" fw={700} size="md" id="chain-config-title" mb={4}>
        Chain configuration
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        Read from the chain when Lumi connects, and kept in this browser.
      </Text>
      <dl className="definition-list">
        {CHAIN_FIELDS.map(({ field, label }) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd>{String(config[field]) || <span className="muted">Not loaded yet</span>}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const THEMES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

function DisplaySettings() {
  const config = useConfig();
  const currency = displayCurrency.use();
  const locale = localePreference.use();
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
        Display
      </Text>
      <Stack gap="md">
        <Select
          label="Display currency"
          description="Fiat values are converted with the on-chain forex rates."
          data={currencies}
          value={currency}
          onChange={(value) => value && displayCurrency.set(value)}
          allowDeselect={false}
          maw={260}
        />
        <Select
          label="Locale"
          description="How numbers and dates are written."
          data={LOCALES.map((l) => ({ value: l.value, label: l.label }))}
          value={locale}
          onChange={(value) => value && localePreference.set(value)}
          allowDeselect={false}
          maw={260}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="theme-label">
            Theme
          </Text>
          <SegmentedControl
            aria-labelledby="theme-label"
            value={colorScheme}
            onChange={(value) => setColorScheme(value)}
            data={THEMES}
          />
        </div>
      </Stack>
    </Card>
  );
}

function TradingSettings() {
  const slippage = slippageDefault.use();
  const expertMode = expertModeOf(useConfig());
  return (
    <Card withBorder padding="md" aria-labelledby="trading-title">
      <Text component="h2" fw={700} size="md" id="trading-title" mb="sm">
        Trading
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        The slippage tolerance swaps and liquidity changes start with.
      </Text>
      <SlippageControl value={slippage} onChange={(bps) => slippageDefault.set(bps)} />
      <Switch
        mt="md"
        label="Expert mode"
        description="Allow swaps whose price impact is above 15 % (each still asks you to confirm the loss). Off, they are blocked."
        checked={expertMode}
        onChange={(event) => appConfig.set('expertMode', event.currentTarget.checked ? 'true' : '')}
      />
    </Card>
  );
}

export function SettingsPage() {
  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>Settings · Lumi</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">Settings</h1>
      </div>
      <p className="dapp-page__summary">
        Where Lumi connects and how it shows numbers. Everything is kept in this browser.
      </p>
      <NodeEndpointForm />
      <DisplaySettings />
      <TradingSettings />
      <ChainConfiguration />
    </section>
  );
}
