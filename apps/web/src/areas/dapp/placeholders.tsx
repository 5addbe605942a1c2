import { sectionFor } from './sections.ts';

function Placeholder({ path }: { path: string }) {
  const section = sectionFor(path);
  return (
    <section className="dapp-page" aria-labelledby="dapp-page-title">
      <title>{`${section.label} · Lumi`}</title>
      <div className="dapp-page__heading">
        <h1 id="dapp-page-title">{section.label}</h1>
        <span className="badge">Coming soon</span>
      </div>
      <p className="dapp-page__summary">{section.summary}</p>
      <div className="card">
        <h2 className="card__title">What this page will show</h2>
        <ul className="checklist">
          {section.coming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const ActivityPage = () => <Placeholder path="/dapp/activity" />;
