import { Empty } from '@polkadot/react-identicon/icons/Empty';
import type { ThemeIcon } from './types.ts';

export default Empty satisfies ThemeIcon;
