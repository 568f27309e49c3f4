// Apart from detector-config.ts: the catalogue's schema page says the rules in words without
// loading the form's validation.

/**
 * The catalogue's patterns in words, for the message when a value does not match: the schema's
 * `description` says what a field is for (the form shows it above the field), rarely what the
 * value must look like. A pattern not here is named by the description, as before.
 */
const PATTERN_WORDS: Record<string, string> = {
  '^\\d+$': 'digits only, a whole number without sign, decimal point or separators',
  '^\\d+(\\.\\d+)?%$': 'a percentage such as 10% or 2.5%',
  '^(0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$':
    '0x and 40 hex digits, or a TRON address (T and 33 letters and digits)',
  '^(0x)?[0-9a-fA-F]{64}$': '64 hex digits, 0x optional',
  '^[\\w.-]+/[\\w.-]+$': 'owner/name',
  '^\\s*(>>|\\+\\+|--|>=|<=|!=|=|>|<)\\s*-?\\d+(\\.\\d+)?\\s*%?\\s*$':
    'a comparison and a number, such as > 10, >= 5%, ++3 or >> 0',
  '^\\s*(\\d+|\\d+\\s*(ms|s|sec|min|mins|minute|minutes|h|hour|hours|day|days)|(\\S+\\s+){5}\\S+(\\s+\\S+)?)\\s*$':
    "a Quartz cron ('0 0/5 * * * ?'), a period in words ('10 min', '1 day') or milliseconds",
  '^(?=.{1,253}$)([a-zA-Z0-9](-?[a-zA-Z0-9])*\\.)+[a-zA-Z]{2,}$':
    'a domain name such as example.com',
  '^[A-Za-z_$][\\w$]*\\([^()]*(\\([^()]*\\)[^()]*)*\\)(\\([^()]*\\))?$':
    'a function signature such as balanceOf(address)(uint256)',
  '^\\s*([a-z_]+\\s*(,\\s*[a-z_]+\\s*)*)?$': 'lower-case words separated by commas',
};

/** A schema's pattern in words, when the catalogue's is known (else undefined). */
export const patternWords = (pattern: string): string | undefined => PATTERN_WORDS[pattern];
