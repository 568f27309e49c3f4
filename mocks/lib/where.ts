/**
 * The service's SQL-like `where` filter of `POST /api/v1/<resource>/search`:
 * `tenantId = 490`, `status=ACTIVE AND name='X'`, `tags in ('A','B') or not (id >= 5)`.
 *
 * Parsed once into a tree (./where-parse), then compiled here into closures so a predicate
 * over a large table does no string work beyond what each record's values require
 * (./where-values reads the records).
 */
import { parseWhere } from './where-parse';
import type { RecordPredicate, WhereNode } from './where-syntax';
import {
  anyElement,
  compilePath,
  equalsTest,
  inTest,
  isMissing,
  likeTest,
  orderingTest,
} from './where-values';

function compileNode(node: WhereNode): RecordPredicate {
  switch (node.type) {
    case 'and': {
      const parts = node.children.map(compileNode);
      const [a, b] = parts;
      if (parts.length === 2 && a && b) return (r) => a(r) && b(r);
      return (r) => {
        for (const p of parts) if (!p(r)) return false;
        return true;
      };
    }
    case 'or': {
      const parts = node.children.map(compileNode);
      const [a, b] = parts;
      if (parts.length === 2 && a && b) return (r) => a(r) || b(r);
      return (r) => {
        for (const p of parts) if (p(r)) return true;
        return false;
      };
    }
    case 'not': {
      const inner = compileNode(node.child);
      return (r) => !inner(r);
    }
    case 'compare': {
      const get = compilePath(node.field);
      const { op, value } = node;
      if (op === '=' || op === '<>') {
        // Missing and null are the same thing: they equal only `null`.
        let eq: RecordPredicate;
        if (value === null) {
          eq = (r) => isMissing(get(r));
        } else {
          const test = anyElement(equalsTest(value));
          eq = (r) => {
            const v = get(r);
            return !isMissing(v) && test(v);
          };
        }
        return op === '=' ? eq : (r) => !eq(r);
      }
      const test = anyElement(orderingTest(op, value));
      return (r) => {
        const v = get(r);
        return !isMissing(v) && test(v);
      };
    }
    case 'in': {
      const get = compilePath(node.field);
      const acceptsNull = node.values.includes(null);
      const test = anyElement(inTest(node.values));
      const pos: RecordPredicate = (r) => {
        const v = get(r);
        return isMissing(v) ? acceptsNull : test(v);
      };
      return node.negated ? (r) => !pos(r) : pos;
    }
    case 'like': {
      const get = compilePath(node.field);
      const test = anyElement(likeTest(node.pattern));
      const pos: RecordPredicate = (r) => {
        const v = get(r);
        return !isMissing(v) && test(v);
      };
      return node.negated ? (r) => !pos(r) : pos;
    }
  }
}

const ALWAYS: RecordPredicate = () => true;

/** Predicate for a `where` string; blank or absent means "everything". */
export function compileWhere(input: string | undefined): RecordPredicate {
  if (input === undefined || input.trim() === '') return ALWAYS;
  return compileNode(parseWhere(input));
}

/** Every field a clause names (`schema.id` → `schema.id`). */
export function whereFields(node: WhereNode): string[] {
  switch (node.type) {
    case 'and':
    case 'or':
      return node.children.flatMap(whereFields);
    case 'not':
      return whereFields(node.child);
    default:
      return [node.field];
  }
}
