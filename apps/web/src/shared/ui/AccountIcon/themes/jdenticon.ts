import { Jdenticon } from '@polkadot/react-identicon/icons/Jdenticon';
import type { ThemeIcon } from './types.ts';

export default Jdenticon satisfies ThemeIcon;
