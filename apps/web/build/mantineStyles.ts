import type { Plugin } from 'vite';

/**
 * Mantine components /dapp's first paint does not render (form fields, dialogs, menus, popovers, tooltips, icon
 * buttons, badges, titles, links, dividers): each one's
 * stylesheet is imported by the component's own module, so it lands in the chunks that use the component and
 * /dapp's first paint does not carry it. Order is kept where it matters: a component's module imports the ones
 * it builds on first (PasswordInput imports Input, Modal imports ModalBase and Overlay, Menu imports Popover), so
 * their styles come first too. The first paint's components stay in src/shared/ui/mantine.css.
 */
export const STYLES_WITH_COMPONENT = [
  'components/Input/Input',
  'components/PasswordInput/PasswordInput',
  'utils/InlineInput/InlineInput',
  'components/Checkbox/Checkbox',
  'components/Combobox/Combobox',
  'components/Overlay/Overlay',
  'components/ModalBase/ModalBase',
  'components/Modal/Modal',
  'components/Popover/Popover',
  'components/Menu/Menu',
  'components/Tooltip/Tooltip',
  'components/ActionIcon/ActionIcon',
  'components/Badge/Badge',
  'components/SimpleGrid/SimpleGrid',
  'components/Title/Title',
  'components/Anchor/Anchor',
  'components/Divider/Divider',
  'components/VisuallyHidden/VisuallyHidden',
];

export function mantineStyles(): Plugin {
  return {
    name: 'lumi:mantine-styles',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      const match = STYLES_WITH_COMPONENT.find((module) => path.endsWith(`/@mantine/core/esm/${module}.mjs`));
      if (!match) return undefined;
      const name = match.split('/').pop()!;
      // Last among the module's imports, so the styles of the components it builds on come before its own.
      return { code: `${code}\nimport '@mantine/core/styles/${name}.css';\n`, map: null };
    },
  };
}
