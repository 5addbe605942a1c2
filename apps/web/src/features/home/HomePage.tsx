import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../shared/i18n/LanguageSelect.tsx';
import { Brand } from '../../shared/ui/Brand.tsx';
import './home.css';

// Whole keys, never built from parts, so the catalogue test can find every key the page uses.
const FEATURES = [
  { id: 'swap', title: 'home.features.swap.title', text: 'home.features.swap.text' },
  { id: 'earn', title: 'home.features.earn.title', text: 'home.features.earn.text' },
  { id: 'send', title: 'home.features.send.title', text: 'home.features.send.text' },
  { id: 'forex', title: 'home.features.forex.title', text: 'home.features.forex.text' },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <title>{t('home.title')}</title>
      <header className="home__header">
        <Brand />
        <LanguageSelect className="home__language" />
      </header>
      <main>
        <section className="home__hero" aria-labelledby="home-title">
          <p className="home__eyebrow">{t('home.eyebrow')}</p>
          <h1 id="home-title">
            <Trans i18nKey="home.heading" components={{ 1: <span className="home__highlight" /> }} />
          </h1>
          <p className="home__lede">{t('home.lede')}</p>
          <div className="home__actions">
            <Link className="button button--primary button--large" to="/dapp">
              {t('home.launch')}
            </Link>
          </div>
        </section>
        <section className="home__features" aria-label={t('home.featuresLabel')}>
          {FEATURES.map((feature) => (
            <article className="card" key={feature.id}>
              <h2>{t(feature.title)}</h2>
              <p>{t(feature.text)}</p>
            </article>
          ))}
        </section>
      </main>
      <footer className="home__footer">
        <p>{t('home.footer')}</p>
      </footer>
    </div>
  );
}
