import { describe, expect, it } from 'vitest';
import { botDeepLink, parseBindUid, telegramUid } from './telegram-uid';

describe('parseBindUid', () => {
  it("reads the interface's `<chat service>: /start <uid>` form", () => {
    expect(parseBindUid('telegram: /start 9f2c01ab')).toEqual({
      service: 'telegram',
      token: '9f2c01ab',
      command: '/start 9f2c01ab',
    });
    expect(parseBindUid(telegramUid('abc'))?.token).toBe('abc');
  });

  it('reads a bare token or a bare /start command', () => {
    expect(parseBindUid('9f2c01ab')).toMatchObject({ service: undefined, token: '9f2c01ab' });
    expect(parseBindUid('/start 77')?.command).toBe('/start 77');
  });

  it('answers nothing for empty or unreadable values', () => {
    expect(parseBindUid(null)).toBeUndefined();
    expect(parseBindUid('  ')).toBeUndefined();
    expect(parseBindUid('two words')).toBeUndefined();
  });
});

describe('botDeepLink', () => {
  it('links to the bot with the token, and refuses names that are not bot names', () => {
    expect(botDeepLink('@VigilAlertsBot', 'a b')).toBe('https://t.me/VigilAlertsBot?start=a%20b');
    expect(botDeepLink('evil.example/x', 't')).toBeUndefined();
    expect(botDeepLink(null, 't')).toBeUndefined();
  });
});
