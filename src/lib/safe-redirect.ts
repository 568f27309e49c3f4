/** Only same-origin paths are followed after connecting: never an open redirect. */
export function safeRedirect(target: string | undefined, fallback = '/projects'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  if (target.startsWith('/connect')) return fallback;
  return target;
}
