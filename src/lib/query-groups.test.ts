import { describe, expect, it } from 'vitest';
import { queryFieldNames, queryFieldTerms } from './query-groups';
import { unknownValuesNote } from './query-values';

describe('queryFieldNames', () => {
  it('names the fields a query names, outside phrases, regular expressions and escapes', () => {
    expect(queryFieldNames('type:api.call AND network:"x y:z"')).toEqual(['type', 'network']);
    expect(queryFieldNames('(a:1 OR -b:2) AND !c:3 AND +d.e:4')).toEqual(['a', 'b', 'c', 'd.e']);
    expect(queryFieldNames('x AND "d:e"')).toEqual([]);
    expect(queryFieldNames('path:/a:b/ AND n:1')).toEqual(['path', 'n']);
    expect(queryFieldNames('url:http\\://x AND time:12:30')).toEqual(['url', 'time']);
    expect(queryFieldNames('_exists_:network')).toEqual(['network']);
  });
});

describe('unknownValuesNote', () => {
  const fields = [
    { field: 'severity', values: ['CRITICAL', 'HIGH'], closed: true },
    { field: 'tags', values: ['viewed'] },
  ];
  it('names a value a closed field never holds, in any case, and nothing else', () => {
    expect(unknownValuesNote('severity:SUPER AND tags:other', fields, 'alerts')).toBe(
      'No alerts have severity:SUPER (severity is one of CRITICAL, HIGH): it matches nothing.',
    );
    expect(unknownValuesNote('severity:high OR (severity:CRITICAL)', fields, 'alerts')).toBeNull();
    // Wildcards, phrases, groups and ranges are the service's to judge.
    expect(
      unknownValuesNote('severity:HI* OR severity:"x y" OR severity:(A B)', fields, 'alerts'),
    ).toBeNull();
    expect(unknownValuesNote(undefined, fields, 'alerts')).toBeNull();
  });
});

describe('queryFieldTerms', () => {
  it('reads a plain value after its field, none for a phrase or a range', () => {
    expect(queryFieldTerms('severity:HIGH AND n:[1 TO 2] AND m:"a b" AND (k:v)')).toEqual([
      { name: 'severity', value: 'HIGH' },
      { name: 'n' },
      { name: 'm' },
      { name: 'k', value: 'v' },
    ]);
  });
});
