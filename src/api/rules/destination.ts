/**
 * What a destination's type-specific fields must look like (docs/spec-gaps.md row 64): one
 * copy for the console's form and the mock's 400s.
 */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const HTTP_URI = /^https?:\/\/\S+$/i;
export const SLACK_PREFIX = 'https://hooks.slack.com/';
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** RFC 9110 token characters. */
export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** Alert payloads leave the service: plain http only to the machine itself (a local relay). */
export function secureOrLoopback(uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.includes(url.hostname);
}

/**
 * A Slack webhook that cannot be one, or undefined: it starts with SLACK_PREFIX and goes on
 * (Slack's are https://hooks.slack.com/services/T…/B…/…; the bare host posts nowhere).
 */
export function slackUriProblem(uri: string): string | undefined {
  if (!uri.startsWith(SLACK_PREFIX)) return `must start with ${SLACK_PREFIX}`;
  if (!/\S/.test(uri.slice(SLACK_PREFIX.length)) || /\s/.test(uri))
    return `must go on after ${SLACK_PREFIX} (Slack's webhook URLs read …/services/T…/B…/…)`;
  return undefined;
}

/** The message for a webhook URI that breaks the rules, or undefined when it is fine. */
export function webhookUriProblem(uri: string): string | undefined {
  if (!HTTP_URI.test(uri)) return 'must be an http(s) URL';
  if (!secureOrLoopback(uri))
    return 'must use https (plain http only for localhost / 127.0.0.1 / [::1])';
  return undefined;
}
