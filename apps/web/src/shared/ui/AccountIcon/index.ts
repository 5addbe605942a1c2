export { AccountIcon, type AccountIconProps } from './AccountIcon.tsx';
export { IDENTICON_THEMES, type IdenticonTheme } from './themes/types.ts';
export { Identicon } from './Identicon.tsx';
