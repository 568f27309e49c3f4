import { describe, expect, it } from 'vitest';
import { alertQuery, bucketWindow, escapeTerm, timeWindow, inUserQuery } from './alert-query';
import { queryHints } from './alert-query-hints';
import { fromWallClock, toWallClock } from './wall-clock';

const HOUR = 3_600_000;

describe('alert query', () => {
  it('ANDs every filter, grouping the user text so its ORs stay inside', () => {
    expect(
      alertQuery(
        {
          q: 'alertName:large OR tags:viewed',
          severity: ['HIGH', 'CRITICAL'],
          category: 'SECURITY',
          projectId: 3,
          contractId: 7,
          detectorId: 11,
          triggerId: 13,
        },
        { from: 10, to: 20 },
      ),
    ).toBe(
      '(alertName:large OR tags:viewed) AND severity:(HIGH OR CRITICAL) AND tags:SECURITY AND ' +
        'projectId:3 AND contractId:7 AND detectorId:11 AND meta.triggerId:13 AND timestamp:[10 TO 20]',
    );
  });

  it('leaves out what is not set and a blank text', () => {
    expect(alertQuery({ q: '  ', severity: [] })).toBe('');
    expect(alertQuery({ severity: ['LOW'] })).toBe('severity:LOW');
  });

  it('escapes the syntax characters of a value', () => {
    expect(escapeTerm('a-b:c (d)')).toBe('a\\-b\\:c\\ \\(d\\)');
  });

  it('counts presets back from now and orders custom bounds', () => {
    expect(timeWindow('24h', 100 * HOUR)).toEqual({ from: 76 * HOUR, to: 100 * HOUR });
    expect(timeWindow('custom', 0, 50, 10)).toEqual({ from: 10, to: 50 });
    // A custom range without bounds falls back to a week.
    expect(timeWindow('custom', 200 * HOUR)).toEqual({ from: 32 * HOUR, to: 200 * HOUR });
  });
});

describe('bucket window', () => {
  const range = { from: 1500, to: 9000 };
  const starts = [1000, 4000, 7000];
  it('runs from a bar to just before the next, clipped to the range', () => {
    expect(bucketWindow(starts, 0, range)).toEqual({ from: 1500, to: 3999 });
    expect(bucketWindow(starts, 1, range)).toEqual({ from: 4000, to: 6999 });
  });
  it('ends the last bar with the range; an unknown bar is the whole range', () => {
    expect(bucketWindow(starts, 2, range)).toEqual({ from: 7000, to: 9000 });
    expect(bucketWindow(starts, 5, range)).toEqual(range);
  });
});

describe('query hints', () => {
  it('completes a field name at the end of the text, keeping what comes before', () => {
    expect(queryHints('tags:viewed AND sev').map((h) => h.value)).toEqual([
      'tags:viewed AND severity:',
    ]);
    expect(queryHints('-al').map((h) => h.value)).toEqual(['-alertName:', '-alertMessage:']);
  });
  it('offers the known values of a field after its colon', () => {
    expect(queryHints('severity:h').map((h) => h.value)).toEqual(['severity:HIGH']);
    expect(queryHints('tags:(v').map((h) => h.value)).toEqual(['tags:(viewed']);
  });
  it('offers nothing in the middle of a word or for free values', () => {
    expect(queryHints('alertName:"large')).toEqual([]);
    expect(queryHints('contractId:1')).toEqual([]);
  });
});

describe('wall clock', () => {
  it('round-trips epoch ms through picker text in UTC and locally', () => {
    const ms = Date.UTC(2026, 2, 29, 1, 30, 15);
    expect(toWallClock(ms, true)).toBe('2026-03-29 01:30:15');
    expect(fromWallClock('2026-03-29 01:30:15', true)).toBe(ms);
    expect(fromWallClock(toWallClock(ms, false), false)).toBe(ms);
    expect(fromWallClock('2026-03-29T01:30', true)).toBe(ms - 15_000);
  });
  it('refuses text that is not a date-time', () => {
    expect(fromWallClock('yesterday', true)).toBeUndefined();
  });

  it("counts a service message's positions in the user's own text", () => {
    const q = '  severity:HIGH AND AND x';
    const sent = alertQuery({ q, severity: ['LOW'] });
    const second = sent.indexOf('AND AND') + 4;
    expect(inUserQuery(`Syntax error at position ${second}: unexpected 'AND'`, q)).toBe(
      `Syntax error at position ${q.indexOf('AND AND') + 4}: unexpected 'AND'`,
    );
    expect(inUserQuery(`Syntax error at position ${sent.length}: found end of input`, q)).toBe(
      'Syntax error at the end of the query: found end of input',
    );
    expect(inUserQuery('Unknown field', q)).toBe('Unknown field');
  });
});
