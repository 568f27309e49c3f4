/**
 * The bind token of a chat destination. The interface gives `uid` the form
 * `<chat_service_name>: /start {uid}` for the chat type; a bare token is read as the token too,
 * so a service that answers either form works.
 */
export interface BindCommand {
  /** The chat service's name as the service wrote it ("telegram"), when it wrote one. */
  service: string | undefined;
  /** The token the bot expects after `/start`. */
  token: string;
  /** What the user sends to the bot. */
  command: string;
}

const FORM = /^\s*([^:\s][^:]*?)\s*:\s*\/start\s+(\S+)\s*$/;
const BARE_START = /^\s*\/start\s+(\S+)\s*$/;

export function parseBindUid(uid: string | null | undefined): BindCommand | undefined {
  const raw = uid?.trim();
  if (!raw) return undefined;
  const full = FORM.exec(raw);
  const token = full?.[2] ?? BARE_START.exec(raw)?.[1] ?? (/^\S+$/.test(raw) ? raw : undefined);
  if (!token) return undefined;
  return { service: full?.[1], token, command: `/start ${token}` };
}

/** The uid a chat destination gets, in the interface's form. */
export const telegramUid = (token: string) => `telegram: /start ${token}`;

/** A `t.me` deep link that opens the bot with the start token filled in. */
export function botDeepLink(bot: string | null | undefined, token: string): string | undefined {
  const name = bot?.trim().replace(/^@/, '');
  if (!name || !/^\w{3,64}$/.test(name)) return undefined;
  return `https://t.me/${name}?start=${encodeURIComponent(token)}`;
}
