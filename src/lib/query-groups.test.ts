import { describe, expect, it } from 'vitest';
import { queryFieldNames } from './query-groups';

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
