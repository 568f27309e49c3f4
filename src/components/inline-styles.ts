import type { CSSProperties } from 'react';

/**
 * One-declaration styles, inline: each was a CSS module of a few bytes, a stylesheet request of
 * its own on a deep link to every screen that drew it (the shared chunk's 83 bytes on all 43
 * screens after the first). Mantine's own style props (`miw`, `ff`, `w`) where a component takes
 * them; these where it does not.
 */

/** A long word (a URL, an address, a record's name) wraps instead of widening its box. */
export const WRAP_ANYWHERE: CSSProperties = { overflowWrap: 'anywhere' };

/** A value kept on one line (a date, a count). */
export const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };

/** Code, addresses and types in the theme's monospace face. */
export const MONO: CSSProperties = { fontFamily: 'var(--mantine-font-family-monospace)' };

/** A text field whose value is code or an address (Mantine's `styles` prop). */
export const MONO_INPUT = { input: MONO };

/** A badge or icon beside a truncated text in a row: the text gives way, not it ("DETECT…"). */
export const NO_SHRINK: CSSProperties = { flexShrink: 0 };

/**
 * A link inside an Alert: the alert's own text colour, underlined (the link colour on a light
 * alert read 3.2:1 on blue and 3.9:1 on orange in dark, under WCAG's 4.5:1).
 */
export const ALERT_LINK: CSSProperties = { color: 'inherit', textDecoration: 'underline' };

/** A link inside a line of text (a field's hint): told apart by more than its colour (axe). */
export const TEXT_LINK: CSSProperties = { textDecoration: 'underline' };
