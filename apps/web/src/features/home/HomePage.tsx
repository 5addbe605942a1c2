import { Link } from 'react-router';
import { Brand } from '../../shared/ui/Brand.tsx';
import './home.css';

const FEATURES = [
  {
    title: 'Swap',
    text: 'Trade LUMI for PHPU and back at the pool price, with the fee, price impact and minimum received shown before you sign.',
  },
  {
    title: 'Earn',
    text: 'Provide liquidity to the LUMI/PHPU pool, receive LPHPU, and earn a share of every swap fee.',
  },
  {
    title: 'Send',
    text: 'Send LUMI, PHPU or LPHPU to any address, checked letter by letter before anything leaves your wallet.',
  },
  {
    title: 'Forex',
    text: 'Follow on-chain forex rates and see everything you hold valued in US dollars or Philippine pesos.',
  },
];

export function HomePage() {
  return (
    <div className="home">
      <title>Lumi · Swap, earn and send on the Lumi chain</title>
      <header className="home__header">
        <Brand />
      </header>
      <main>
        <section className="home__hero" aria-labelledby="home-title">
          <p className="home__eyebrow">A wallet and exchange for the Lumi chain</p>
          <h1 id="home-title">
            Pesos and crypto, <span className="home__highlight">one swap apart</span>.
          </h1>
          <p className="home__lede">
            Lumi lets you hold LUMI and PHPU, a stablecoin pegged to the Philippine peso, swap between them at
            pool prices, earn fees by providing liquidity, and see what it is all worth using live forex
            rates. Your keys stay in your wallet; every transaction is shown in plain words before you sign.
          </p>
          <div className="home__actions">
            <Link className="button button--primary button--large" to="/dapp">
              Launch app
            </Link>
          </div>
        </section>
        <section className="home__features" aria-label="What you can do">
          {FEATURES.map((feature) => (
            <article className="card" key={feature.title}>
              <h2>{feature.title}</h2>
              <p>{feature.text}</p>
            </article>
          ))}
        </section>
      </main>
      <footer className="home__footer">
        <p>Lumi runs on your own node: by default a development chain on this machine.</p>
      </footer>
    </div>
  );
}
