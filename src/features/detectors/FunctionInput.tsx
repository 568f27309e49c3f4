import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useMemo } from 'react';
import { countOf } from '@/lib/words';

interface Props extends Omit<AutocompleteProps, 'data' | 'onChange' | 'description'> {
  value: string;
  onChange: (value: string) => void;
  description: string | undefined;
  /** The contract's read functions as a call names them; undefined while they load. */
  functions: readonly string[] | undefined;
  /** The schema's pattern: a function the field would refuse is not offered. */
  pattern: string | undefined;
}

/**
 * A contract call's function: typed, or picked from the contract's read functions (view and
 * pure, with their output types) in name order, found by any part of the signature.
 */
export function FunctionInput({ functions, pattern, description, ...props }: Props) {
  const offered = useMemo(() => {
    const rule = pattern === undefined ? null : new RegExp(pattern);
    return (functions ?? [])
      .filter((s) => !rule || rule.test(s))
      .sort((a, b) => a.localeCompare(b));
  }, [functions, pattern]);
  const from =
    functions === undefined
      ? undefined
      : offered.length > 0
        ? `Type one, or pick from the contract's ${countOf(offered.length, 'read function')}.`
        : "The contract's ABI has no read function to offer: type its signature.";
  return (
    <Autocomplete
      {...props}
      data={offered}
      description={[description, from].filter(Boolean).join(' ')}
      maxDropdownHeight={280}
      spellCheck={false}
      autoComplete="off"
    />
  );
}
