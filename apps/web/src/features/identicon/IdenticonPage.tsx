import { useTranslation } from 'react-i18next';
import { AccountIcon } from '../../shared/ui/AccountIcon/index.ts';
import { useConfigValue } from '../../shared/config/index.ts';
import './identicon.css';

/** The stored wallet address's icon: 128 px, polkadot theme, and nothing else. */
export function IdenticonPage() {
  const keypair = useConfigValue((config) => config.keypair);
  const { t } = useTranslation();
  return (
    <main className="identicon-page">
      <title>{t('identicon.title')}</title>
      {/* The page's level-1 heading for screen readers, without text: the page shows the icon and nothing else. */}
      <div role="heading" aria-level={1} aria-label={t('identicon.heading')} />
      {keypair ? (
        <AccountIcon address={keypair} size={128} theme="polkadot" />
      ) : (
        <p className="identicon-page__message" role="status">
          {t('identicon.none')}
        </p>
      )}
    </main>
  );
}
