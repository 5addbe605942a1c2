import type { ComponentType } from 'react';

export type IdenticonTheme = 'polkadot' | 'beachball' | 'jdenticon' | 'empty';

export const IDENTICON_THEMES: readonly IdenticonTheme[] = ['polkadot', 'beachball', 'jdenticon', 'empty'];

/** The props @polkadot/react-identicon's icon components take. */
export interface ThemeIconProps {
  address: string;
  publicKey: string;
  size: number;
}

export type ThemeIcon = ComponentType<ThemeIconProps>;
