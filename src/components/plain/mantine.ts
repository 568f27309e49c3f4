import actionIcon from '@mantine-classes/ActionIcon/ActionIcon.module.mjs';
import alert from '@mantine-classes/Alert/Alert.module.mjs';
import anchor from '@mantine-classes/Anchor/Anchor.module.mjs';
import avatar from '@mantine-classes/Avatar/Avatar.module.mjs';
import badge from '@mantine-classes/Badge/Badge.module.mjs';
import burger from '@mantine-classes/Burger/Burger.module.mjs';
import button from '@mantine-classes/Button/Button.module.mjs';
import checkbox from '@mantine-classes/Checkbox/Checkbox.module.mjs';
import code from '@mantine-classes/Code/Code.module.mjs';
import combobox from '@mantine-classes/Combobox/Combobox.module.mjs';
import divider from '@mantine-classes/Divider/Divider.module.mjs';
import group from '@mantine-classes/Group/Group.module.mjs';
import input from '@mantine-classes/Input/Input.module.mjs';
import loader from '@mantine-classes/Loader/Loader.module.mjs';
import pagination from '@mantine-classes/Pagination/Pagination.module.mjs';
import paper from '@mantine-classes/Paper/Paper.module.mjs';
import text from '@mantine-classes/Text/Text.module.mjs';
import title from '@mantine-classes/Title/Title.module.mjs';
import unstyledButton from '@mantine-classes/UnstyledButton/UnstyledButton.module.mjs';
import visuallyHidden from '@mantine-classes/VisuallyHidden/VisuallyHidden.module.mjs';

/**
 * The class names Mantine's stylesheet gives its components, for the first screen's plain
 * elements (README, Architecture: "the first screen's controls"). Mantine's JS per component
 * (its styles API, variant resolver, polymorphic Box) was ~25 kB gzip of the first screen; its
 * CSS is already there. A plain element with Mantine's classes, data attributes and CSS
 * variables is drawn by Mantine's own rules, light and dark, so it looks like the component it
 * stands for, and `plain.test.tsx` renders both and compares their markup, so a Mantine upgrade
 * that changes either fails there. A class Mantine no longer has fails here, at load.
 */
function pick<K extends string>(of: string, map: Record<string, string>, keys: readonly K[]) {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const name = map[key];
    if (!name) throw new Error(`Mantine's ${of} has no "${key}" class`);
    out[key] = name;
  }
  return out as Record<K, string>;
}

export const m = {
  actionIcon: pick('ActionIcon', actionIcon, ['root']),
  alert: pick('Alert', alert, ['root', 'wrapper', 'body', 'title', 'label', 'icon', 'message']),
  anchor: pick('Anchor', anchor, ['root']),
  avatar: pick('Avatar', avatar, ['root', 'image', 'placeholder']),
  badge: pick('Badge', badge, ['root']),
  burger: pick('Burger', burger, ['root', 'burger']),
  button: pick('Button', button, ['root', 'inner', 'label', 'section', 'loader']),
  checkbox: pick('Checkbox', checkbox, ['root', 'input']),
  code: pick('Code', code, ['root']).root,
  chevron: pick('Combobox', combobox, ['chevron']).chevron,
  divider: pick('Divider', divider, ['root']).root,
  group: pick('Group', group, ['root']).root,
  input: pick('Input', input, ['root', 'label', 'wrapper', 'input', 'section']),
  loader: pick('Loader', loader, ['root', 'ovalLoader']),
  pagination: pick('Pagination', pagination, ['root', 'control', 'dots']),
  paper: pick('Paper', paper, ['root']).root,
  text: pick('Text', text, ['root']),
  title: pick('Title', title, ['root']).root,
  unstyledButton: pick('UnstyledButton', unstyledButton, ['root']).root,
  visuallyHidden: pick('VisuallyHidden', visuallyHidden, ['root']).root,
};

/** Mantine's global focus ring and press effect (its global stylesheet). */
export const FOCUS = 'mantine-focus-auto';
export const ACTIVE = 'mantine-active';

/** Class names joined, falsy ones left out. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
