import { bytesToHex } from '@noble/hashes/utils.js';
import { Suspense, useMemo } from 'react';
// The payload alone, not checkAddress: naming networks needs @polkadot/networks' registry (~9 kB gzipped),
// which an icon does not.
import { ss58Payload } from '../../address/ss58.ts';
import { lazyThemes } from './themes/lazyThemes.ts';
import type { IdenticonTheme } from './themes/types.ts';
import { useCopyToClipboard } from './useCopyToClipboard.ts';
import './AccountIcon.css';
import { useTranslation } from 'react-i18next';

export interface AccountIconProps {
  /** An SS58 address of any format. */
  address: string;
  /** Width and height in CSS pixels; default 64. */
  size?: number;
  /** Default polkadot. */
  theme?: IdenticonTheme;
  className?: string;
}

const FEEDBACK = { idle: undefined, copied: 'wallet.menu.copied', failed: 'account.copyFailed' } as const;

/** An account's identicon; clicking it copies the address and says so. */
export function AccountIcon({ address, size = 64, theme = 'polkadot', className = '' }: AccountIconProps) {
  const publicKey = useMemo(() => ss58Payload(address), [address]);
  const [copyState, copy] = useCopyToClipboard();
  const { t } = useTranslation();
  const box = { width: size, height: size };
  const placeholder = <span className="account-icon__placeholder" style={box} />;

  if (!publicKey) {
    return (
      <span className={`account-icon ${className}`} role="img" aria-label={t('account.invalid')}>
        {placeholder}
      </span>
    );
  }

  const Icon = lazyThemes[theme];
  return (
    <span className={`account-icon ${className}`} data-theme={theme}>
      <button
        type="button"
        className="account-icon__button"
        aria-label={t('account.copyNamed', { address })}
        title={t('account.clickToCopy', { address })}
        onClick={() => copy(address)}
      >
        <Suspense fallback={placeholder}>
          <Icon address={address} publicKey={`0x${bytesToHex(publicKey)}`} size={size} />
        </Suspense>
      </button>
      <span className="account-icon__feedback" role="status" data-state={copyState}>
        {FEEDBACK[copyState] && t(FEEDBACK[copyState])}
      </span>
    </span>
  );
}
