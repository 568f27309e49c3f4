import { createHash } from 'node:crypto';

/**
 * Where the head's boot script goes in index.html (scripts/boot-preload.ts builds it): inline,
 * allowed by the page's Content-Security-Policy by its hash, in place of the theme's script and
 * the entry's stylesheets, which it applies itself.
 */

/** A stylesheet `<link>` of the page's head, as Vite writes the entry's. */
const STYLESHEET = /^\s*<link rel="stylesheet"[^>]* href="([^"]+)"[^>]*>\s*$/;

/** The page's stylesheets, which the boot script applies instead (APPLY_STYLES). */
export function headStylesheets(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return head.split('\n').flatMap((line) => STYLESHEET.exec(line)?.[1] ?? []);
}

/**
 * Puts the boot script, inline, in place of index.html's theme script and stylesheets: after the
 * entry's module script and preloads that Vite has put at the end of the head, so the parser has
 * asked for the entry's files when it runs it. It still runs before the entry (a module script
 * runs once the document is parsed) and before the first paint (the parser has not reached the
 * body). It applies the stylesheets itself (headStylesheets), and inline rather than a file: a
 * page whose parser waits for a script file, or for a stylesheet of its head, has its frames
 * deferred meanwhile; in Lighthouse's mobile runs an overlay scrollbar's fade (from the device
 * emulation set before the load) then had the compositor submit frames of the size before the
 * navigation, which the browser never shows; after three of those the GPU process sends it one
 * frame a second (viz's `ThrottleUndrawnFrames`), and the first paint waited until ~1.3 or ~2.25
 * s (docs/performance.md, "Lighthouse"). The page's Content-Security-Policy (the <meta> that
 * vite.config.ts puts first in the head) allows this one script by its hash.
 */
export function placeBootScript(html: string, code: string): string {
  const tag = '<script src="/theme-init.js"></script>';
  if (!html.includes(tag)) throw new Error(`index.html has no ${tag} to replace`);
  if (/<\/script/i.test(code))
    throw new Error('the boot script cannot be inlined: it holds </script');
  const policy = "script-src 'self'";
  const csp = html.includes('Content-Security-Policy');
  if (csp && !html.includes(policy))
    throw new Error(
      `index.html's Content-Security-Policy has no ${policy} to allow the boot script`,
    );
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  const lines = (csp ? html.replace(policy, `${policy} ${hash}`) : html).split('\n');
  const head = lines.findIndex((line) => line.includes('</head>'));
  if (head < 0) throw new Error('index.html has no </head>');
  const sheet = lines.findIndex((line, i) => i < head && STYLESHEET.test(line));
  const at = sheet < 0 ? head : sheet;
  const indent = /^\s*/.exec(lines[at - 1] ?? '')?.[0] ?? '    ';
  return lines
    .flatMap((line, i) => {
      const kept = line.trim() === tag || (i < head && STYLESHEET.test(line)) ? [] : [line];
      return i === at ? [`${indent}<script>${code}</script>`, ...kept] : kept;
    })
    .join('\n');
}
