import { Polkadot } from '@polkadot/react-identicon/icons/Polkadot';
import type { ThemeIcon } from './types.ts';

export default Polkadot satisfies ThemeIcon;
