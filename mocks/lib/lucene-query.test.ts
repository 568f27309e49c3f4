import { describe, it, expect } from 'vitest';
import { QuerySyntaxError } from './lucene-syntax-error';
import { compileQuery } from './lucene-query';

const alert = {
  id: 'a-17',
  contractId: 4976,
  severity: 'HIGH',
  tags: ['SECURITY', 'viewed'],
  alertName: 'Large transfer',
  alertMessage: 'Large transfer of 1,200 ETH to 0xAbC detected',
  timestamp: 1705000000000,
  score: 0.75,
  acknowledged: false,
  contract: { name: 'Treasury Vault', network: 'ethereum' },
  path: 'a:b',
  note: null,
};

function hit(q: string, rec: Record<string, unknown> = alert): boolean {
  return compileQuery(q)(rec);
}

function syntaxError(q: string): QuerySyntaxError {
  try {
    compileQuery(q);
  } catch (e) {
    if (e instanceof QuerySyntaxError) return e;
    throw e;
  }
  throw new Error(`expected a syntax error for: ${q}`);
}

describe('compileQuery', () => {
  it('treats a blank or absent query as match-all', () => {
    expect(compileQuery(undefined)({})).toBe(true);
    expect(compileQuery('')({})).toBe(true);
    expect(compileQuery('  \t')({})).toBe(true);
  });

  it('evaluates the endpoint examples', () => {
    const q = '(contractId:4976 AND tags:SECURITY) AND timestamp:[1700000000000 TO 1710000000000]';
    expect(hit(q)).toBe(true);
    expect(hit(q, { ...alert, contractId: 4977 })).toBe(false);
    expect(hit(q, { ...alert, tags: ['COMPLIANCE'] })).toBe(false);
    expect(hit(q, { ...alert, timestamp: 1710000000001 })).toBe(false);
    expect(hit('severity:(HIGH OR CRITICAL)')).toBe(true);
    expect(hit('severity:(LOW OR MEDIUM)')).toBe(false);
    expect(hit('alertName:"Large transfer"')).toBe(true);
    expect(hit('alertName:"Small transfer"')).toBe(false);
    expect(hit('NOT tags:viewed')).toBe(false);
    expect(hit('NOT tags:viewed', { tags: ['SECURITY'] })).toBe(true);
    expect(hit('-tags:viewed')).toBe(false);
    expect(hit('-tags:viewed', { tags: [] })).toBe(true);
    expect(hit('alertMessage:transf*')).toBe(true);
    expect(hit('alertMessage:transx*')).toBe(false);
    expect(hit('score:>0.5')).toBe(true);
    expect(hit('score:>0.75')).toBe(false);
  });

  it('matches terms case-insensitively against the whole value or one of its words', () => {
    expect(hit('severity:high')).toBe(true);
    expect(hit('severity:hig')).toBe(false);
    expect(hit('alertMessage:ETH')).toBe(true);
    expect(hit('alertMessage:0xabc')).toBe(true);
    expect(hit('alertMessage:trans')).toBe(false);
    expect(hit('alertName:large')).toBe(true);
    expect(hit('contract.name:vault')).toBe(true);
    expect(hit('contract.name:safe')).toBe(false);
  });

  it('matches numbers and booleans by value', () => {
    expect(hit('contractId:4976')).toBe(true);
    expect(hit('contractId:4976.0')).toBe(true);
    expect(hit('contractId:497')).toBe(false);
    expect(hit('acknowledged:false')).toBe(true);
    expect(hit('acknowledged:true')).toBe(false);
  });

  it('matches any element of array fields', () => {
    expect(hit('tags:security')).toBe(true);
    expect(hit('tags:VIEWED')).toBe(true);
    expect(hit('tags:compliance')).toBe(false);
    expect(hit('tags:sec*')).toBe(true);
  });

  it('matches phrases as case-insensitive substrings', () => {
    expect(hit('alertMessage:"transfer of 1,200"')).toBe(true);
    expect(hit('alertMessage:"TRANSFER OF"')).toBe(true);
    expect(hit('alertMessage:"of transfer"')).toBe(false);
    expect(hit('"treasury vault"')).toBe(true);
    expect(hit('"vault treasury"')).toBe(false);
    expect(hit('alertName:"Large transfer"~3')).toBe(true); // proximity is ignored
  });

  it('expands * and ? wildcards over the whole value or a word', () => {
    expect(hit('alertName:Large*')).toBe(true);
    expect(hit('alertName:L?rge')).toBe(true);
    expect(hit('alertName:L?ge')).toBe(false);
    expect(hit('alertName:*fer')).toBe(true);
    expect(hit('alertName:*arge*tran*')).toBe(true);
    expect(hit('severity:H*H')).toBe(true);
    expect(hit('severity:L*')).toBe(false);
    expect(hit('contractId:49*')).toBe(true);
  });

  it('supports ranges: inclusive, exclusive, mixed and open-ended', () => {
    expect(hit('timestamp:[1705000000000 TO 1705000000000]')).toBe(true);
    expect(hit('timestamp:{1705000000000 TO 1800000000000]')).toBe(false);
    expect(hit('timestamp:[1600000000000 TO 1705000000000}')).toBe(false);
    expect(hit('timestamp:{1600000000000 TO 1800000000000}')).toBe(true);
    expect(hit('timestamp:[1705000000000 TO *]')).toBe(true);
    expect(hit('timestamp:[* TO 1704999999999]')).toBe(false);
    expect(hit('score:[0.5 TO 1]')).toBe(true);
    // Numeric, not textual: '10' sorts before '9' as text.
    expect(hit('n:[9 TO 10]', { n: 10 })).toBe(true);
    expect(hit('n:[9 TO 10]', { n: '10' })).toBe(true);
    expect(hit('n:[9 TO 10]', { n: 11 })).toBe(false);
  });

  it('compares text ranges case-insensitively and dates against epoch millis', () => {
    expect(hit('severity:[a TO m]')).toBe(true);
    expect(hit('severity:[I TO Z]')).toBe(false);
    expect(hit('timestamp:[2024-01-01 TO 2024-02-01]')).toBe(true);
    expect(hit('timestamp:[2024-02-01 TO *]')).toBe(false);
  });

  it('supports >, >=, < and <= terms', () => {
    expect(hit('contractId:>=4976')).toBe(true);
    expect(hit('contractId:>4976')).toBe(false);
    expect(hit('contractId:<5000')).toBe(true);
    expect(hit('contractId:<=4975')).toBe(false);
    expect(hit('severity:>A')).toBe(true);
  });

  it('searches bare terms in every string field, nested ones included', () => {
    expect(hit('transfer')).toBe(true);
    expect(hit('ethereum')).toBe(true);
    expect(hit('TREASURY')).toBe(true);
    expect(hit('bitcoin')).toBe(false);
    expect(hit('4976')).toBe(false); // numbers are not string fields
    expect(hit('viewed')).toBe(true);
  });

  it('joins terms with OR by default, AND binding tighter', () => {
    expect(hit('bitcoin transfer')).toBe(true);
    expect(hit('bitcoin solana')).toBe(false);
    expect(hit('severity:LOW AND tags:viewed OR contractId:4976')).toBe(true);
    expect(hit('contractId:4976 OR severity:LOW AND tags:compliance')).toBe(true);
    expect(hit('severity:LOW AND (tags:viewed OR contractId:4976)')).toBe(false);
    expect(hit('severity:HIGH && tags:viewed')).toBe(true);
    expect(hit('severity:LOW || tags:nope')).toBe(false);
  });

  it('applies NOT, -, ! and + as Lucene must-not / must clauses', () => {
    expect(hit('contractId:4976 AND NOT tags:viewed')).toBe(false);
    expect(hit('contractId:4976 AND NOT tags:archived')).toBe(true);
    expect(hit('contractId:4976 -tags:viewed')).toBe(false);
    expect(hit('contractId:4976 !tags:archived')).toBe(true);
    expect(hit('contractId:4976 NOT tags:viewed')).toBe(false);
    // As in Lucene, NOT excludes even after OR.
    expect(hit('contractId:1 OR NOT tags:archived')).toBe(false);
    expect(hit('contractId:4976 OR NOT tags:archived')).toBe(true);
    // A required clause makes the optional ones irrelevant.
    expect(hit('+severity:HIGH bitcoin')).toBe(true);
    expect(hit('+severity:LOW transfer')).toBe(false);
    expect(hit('NOT (severity:LOW OR severity:MEDIUM)')).toBe(true);
    expect(hit('-severity:(HIGH OR LOW)')).toBe(false);
    expect(hit('-timestamp:[* TO *]')).toBe(false);
  });

  it('treats _exists_, field:* and *:* specially', () => {
    expect(hit('_exists_:contract.name')).toBe(true);
    expect(hit('_exists_:note')).toBe(false);
    expect(hit('_exists_:missing')).toBe(false);
    expect(hit('contract.network:*')).toBe(true);
    expect(hit('missing:*')).toBe(false);
    expect(hit('timestamp:[* TO *]')).toBe(true);
    expect(hit('*:*', {})).toBe(true);
    expect(hit('*', {})).toBe(true);
  });

  it('does not expand fuzzy terms', () => {
    expect(hit('severity:HIGH~')).toBe(true);
    expect(hit('severity:HIHG~')).toBe(false);
  });

  it('honours escapes and regular expressions', () => {
    expect(hit('path:a\\:b')).toBe(true);
    expect(hit('path:a\\:c')).toBe(false);
    expect(hit('id:a\\-17')).toBe(true);
    expect(hit('severity:/h.gh/')).toBe(true);
    expect(hit('severity:/lo.*/')).toBe(false);
    expect(hit('alertMessage:/det[e]cted/')).toBe(true);
  });

  it('reports syntax errors with their position', () => {
    const cases: [string, number, RegExp][] = [
      ['a:b:c', 3, /expected a term \(escape ':' inside values as '\\:'\) but found ':'/],
      [
        'timestamp:[1 TO',
        15,
        /expected a complete range like '\[min TO max\]' but found end of input/,
      ],
      ['timestamp:[1 TO 5)', 17, /expected '\]' or '\}' to close the range but found '\)'/],
      ['"unterminated', 13, /expected a closing '"' for the phrase/],
      ['(a OR b', 7, /expected a term, an operator or '\)' but found end of input/],
      ['a)', 1, /unbalanced '\)'/],
      ['severity:', 9, /expected a term but found end of input/],
      ['a^x', 2, /expected a number after '\^'/],
      ['OR', 0, /expected a term but found only operators/],
      ['a:/[/', 2, /invalid regular expression/],
    ];
    for (const [q, position, message] of cases) {
      const e = syntaxError(q);
      expect(e.position, q).toBe(position);
      expect(e.message, q).toMatch(message);
      expect(e.message.startsWith(`Syntax error at position ${position}: `), q).toBe(true);
    }
  });
});
