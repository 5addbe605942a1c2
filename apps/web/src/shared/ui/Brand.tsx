import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Lumi mark and name, linking home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/home" className="brand" aria-label={t('brand.home')}>
      <svg className="brand__mark" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="url(#brand-gradient)" />
        <path
          d="M22 18v28h20"
          fill="none"
          stroke="#1c1917"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <defs>
          <linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fbbf24" />
            <stop offset="1" stopColor="#f97316" />
          </linearGradient>
        </defs>
      </svg>
      <span className="brand__name">Lumi</span>
    </Link>
  );
}
