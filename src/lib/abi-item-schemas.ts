import * as abitypeZod from 'abitype/zod';

/**
 * abitype's zod schemas of ABI items. abitype 1.3 declares their types against zod 3 (e.g.
 * `z.ZodEffects`), which zod 4 no longer has, so the declarations do not resolve; at run time the
 * schemas work with zod 4. This one file gives them the small interface the console uses.
 */
export interface AbiItemParser {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

const schemas = abitypeZod as unknown as Record<
  'AbiFunction' | 'AbiEvent' | 'AbiError' | 'AbiConstructor' | 'AbiFallback' | 'AbiReceive',
  AbiItemParser
>;

export const ABI_ITEM_SCHEMAS: Record<string, AbiItemParser> = {
  function: schemas.AbiFunction,
  event: schemas.AbiEvent,
  error: schemas.AbiError,
  constructor: schemas.AbiConstructor,
  fallback: schemas.AbiFallback,
  receive: schemas.AbiReceive,
};
