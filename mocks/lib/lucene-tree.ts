/**
 * The query tree a Lucene query is checked into (./lucene-parse) and compiled from
 * (./lucene-query).
 */
export type Modifier = 'must' | 'mustNot' | 'should';

export type TermMatch =
  | { mode: 'exact'; text: string }
  | { mode: 'phrase'; text: string }
  | { mode: 'wildcard'; pattern: string }
  | { mode: 'regex'; re: RegExp }
  | { mode: 'compare'; op: '<' | '<=' | '>' | '>='; text: string };

export type Query =
  | { kind: 'all' }
  | { kind: 'exists'; field: string }
  | { kind: 'term'; field: string | null; match: TermMatch }
  | {
      kind: 'range';
      field: string | null;
      min: string;
      max: string;
      minIn: boolean;
      maxIn: boolean;
    }
  | { kind: 'and'; children: Query[] }
  | { kind: 'bool'; must: Query[]; mustNot: Query[]; should: Query[] };

export interface Clause {
  query: Query;
  mod: Modifier;
}
