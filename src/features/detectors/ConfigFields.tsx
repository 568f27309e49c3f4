import {
  Checkbox,
  Fieldset,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Pill,
  Select,
  Stack,
  TagsInput,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { fieldErrorMessage } from '@/components/form/fields';
import type { ConfigField } from './config-form';
import { FunctionInput, type CallFunction } from './FunctionInput';
import { ObjectListField } from './ObjectListField';
import { SeverityField } from './SeverityField';
import { RAW_AMOUNT_FIELD, rawAmountReading } from '@/lib/token-amount';

interface Props {
  fields: readonly ConfigField[];
  /** Form path of the object holding these fields (`config`, `config.tokens.0`). */
  path: string;
  /** Editing a saved detector: a blank secret keeps the stored one. */
  editing: boolean;
  /**
   * The detector's contract's read functions as a contract call names them, for a `function`
   * field; undefined while its ABI tooling loads or with no contract.
   */
  functions?: readonly CallFunction[] | undefined;
  /** The address of the token a raw amount field counts in (the detector's contract). */
  token?: string | undefined;
}

/** The fields of a schema object, each with the input its type and widget call for. */
export function ConfigFields({ fields, path, editing, functions, token }: Props) {
  return (
    <Stack gap="md">
      {fields.map((f) => (
        <ConfigInput
          key={f.key}
          field={f}
          path={`${path}.${f.key}`}
          editing={editing}
          functions={functions}
          token={token}
        />
      ))}
    </Stack>
  );
}

/** A list item the rules refused, marked on its own pill as the field is (the message names it). */
const REFUSED_PILL = {
  background: 'var(--mantine-color-red-light)',
  color: 'var(--mantine-color-red-light-color)',
  boxShadow: 'inset 0 0 0 1px var(--mantine-color-error)',
};

/** The items of a list whose own entry in the field's error is set (`addresses[2]`). */
function refusedItems(value: unknown, error: unknown): Set<unknown> {
  if (!Array.isArray(value) || !Array.isArray(error)) return new Set();
  return new Set(value.filter((_, i) => error[i] !== undefined && error[i] !== null));
}

const asString = (v: unknown) => (typeof v === 'string' ? v : '');
const asStrings = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function ConfigInput({
  field,
  path,
  editing,
  functions,
  token,
}: {
  field: ConfigField;
  path: string;
  editing: boolean;
  functions: readonly CallFunction[] | undefined;
  token: string | undefined;
}) {
  const { control } = useFormContext();
  const { field: f, fieldState } = useController({ control, name: path });
  const common = {
    label: field.title,
    description: field.description || undefined,
    required: field.required,
    // Without the field's description the rule's message repeats in brackets: it shows above.
    error: fieldErrorMessage(fieldState.error)?.replace(` (${field.description})`, ''),
    name: f.name,
    ref: f.ref,
    onBlur: f.onBlur,
  };
  switch (field.kind) {
    case 'severity':
      return <SeverityField field={field} path={path} />;
    case 'objectList':
      return <ObjectListField field={field} path={path} editing={editing} />;
    case 'object':
      return (
        <Fieldset legend={field.title} variant="filled">
          <ConfigFields fields={field.fields} path={path} editing={editing} />
        </Fieldset>
      );
    case 'boolean':
      return (
        <Checkbox
          label={common.label}
          description={common.description}
          error={common.error}
          name={common.name}
          ref={common.ref}
          onBlur={common.onBlur}
          checked={f.value === true}
          onChange={(e) => f.onChange(e.currentTarget.checked)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof f.value === 'number' || typeof f.value === 'string' ? f.value : ''}
          onChange={f.onChange}
          min={field.min}
          max={field.max}
          // Out of range is said, not silently made the nearest bound (99 decimals became 36).
          clampBehavior="none"
          allowDecimal={!field.integer}
          w={240}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          data={field.options}
          value={typeof f.value === 'string' ? f.value : null}
          onChange={f.onChange}
          clearable={!field.required}
          allowDeselect={!field.required}
          w={320}
        />
      );
    case 'list': {
      const refused = refusedItems(f.value, fieldState.error);
      return field.options ? (
        <MultiSelect
          {...common}
          data={field.options}
          value={asStrings(f.value)}
          onChange={f.onChange}
        />
      ) : (
        <TagsInput
          {...common}
          value={asStrings(f.value)}
          onChange={f.onChange}
          splitChars={[',', ' ', '\n']}
          placeholder="Type or paste, Enter after each"
          clearable
          renderPill={({ value, onRemove, disabled }) => {
            const bad = value !== undefined && refused.has(value);
            return (
              <Pill
                className="mantine-TagsInput-pill"
                withRemoveButton={!disabled}
                onRemove={onRemove}
                disabled={disabled}
                style={bad ? REFUSED_PILL : undefined}
                data-refused={bad || undefined}
              >
                {value}
              </Pill>
            );
          }}
        />
      );
    }
    case 'text': {
      // Left empty, the field is not sent and the service fills its default: said where it shows.
      const fallback = typeof field.defaultValue === 'string' ? field.defaultValue : '';
      const props = {
        ...common,
        placeholder: fallback ? `Empty: the default, ${fallback}` : undefined,
        value: asString(f.value),
        onChange: (e: { currentTarget: { value: string } }) => f.onChange(e.currentTarget.value),
      };
      if (field.widget === 'textarea') return <Textarea {...props} autosize minRows={2} />;
      if (field.widget === 'function')
        return (
          <FunctionInput
            {...props}
            functions={functions}
            pattern={field.pattern}
            onChange={(v) => f.onChange(v)}
          />
        );
      if (field.widget === 'password')
        return (
          <PasswordInput
            {...props}
            autoComplete="new-password"
            required={field.required && !editing}
            description={
              editing
                ? 'Write-only: the saved value is never shown. Leave blank to keep it.'
                : (common.description ?? 'Write-only: never shown after saving.')
            }
            placeholder={editing ? 'Leave blank to keep the saved value' : undefined}
          />
        );
      // A raw token amount says what it reads as ("= 1,000 tokens"): 22 digits typed by hand.
      const reading =
        token !== undefined && RAW_AMOUNT_FIELD.test(field.description)
          ? rawAmountReading(props.value, token)
          : undefined;
      return (
        <TextInput
          {...props}
          description={
            reading ? (
              <>
                {common.description}
                <br />
                {reading}
              </>
            ) : (
              common.description
            )
          }
        />
      );
    }
  }
}
