/** A shell-safe curl command for a JSON request; the key is never printed. */
export function curlCommand(opts: {
  method: string;
  url: string;
  body?: unknown;
  /** Whether the request carries a bearer key (shown masked). */
  withKey: boolean;
}): string {
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const lines = [`curl -X ${opts.method} ${q(opts.url)}`];
  // Double quotes, so the shell expands $VIGIL_API_KEY when the command is pasted.
  if (opts.withKey) lines.push('  -H "Authorization: Bearer $VIGIL_API_KEY"');
  lines.push(`  -H ${q('Content-Type: application/json')}`);
  if (opts.body !== undefined) lines.push(`  --data ${q(JSON.stringify(opts.body, null, 2))}`);
  return lines.join(' \\\n');
}
