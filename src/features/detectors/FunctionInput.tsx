import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useMemo } from 'react';
import { countOf } from '@/lib/words';

/** A read function of the contract: its signature as a call names it, and its inputs in words. */
export interface CallFunction {
  signature: string;
  /** `owner (address), id (uint256)`; empty when it takes none. */
  inputs: string;
}

interface Props extends Omit<AutocompleteProps, 'data' | 'onChange' | 'description'> {
  value: string;
  onChange: (value: string) => void;
  description: string | undefined;
  /** The contract's read functions; undefined while they load. */
  functions: readonly CallFunction[] | undefined;
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
      .map((f) => f.signature)
      .filter((s) => !rule || rule.test(s))
      .sort((a, b) => a.localeCompare(b));
  }, [functions, pattern]);
  // The chosen function's inputs, for the parameters below it.
  const chosen = functions?.find((f) => f.signature === props.value.trim());
  const from =
    functions === undefined
      ? undefined
      : chosen
        ? chosen.inputs
          ? `Its parameters, in order: ${chosen.inputs}.`
          : 'It takes no parameters.'
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
