import { Beachball } from '@polkadot/react-identicon/icons/Beachball';
import type { ThemeIcon } from './types.ts';

export default Beachball satisfies ThemeIcon;
