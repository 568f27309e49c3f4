import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { contractQueries } from '@/api/contract/queries';
import type { DetectorSchema } from '@/api/detector/schemas';
import { DestinationsField } from '@/components/form/DestinationsField';
import { FormShell } from '@/components/form/FormShell';
import { StatusField, TagsField, TextField } from '@/components/form/fields';
import { useResourceForm, type Freshness } from '@/components/form/use-resource-form';
import { SafeAvatar } from '@/components/SafeImage';
import { fieldsOf, networkDefaults } from './config-form';
import { fieldLabels } from './config-messages';
import { ConfigFields } from './ConfigFields';
import type { CallFunction } from './FunctionInput';
import {
  detectorFormSchema,
  type DetectorFormBody,
  type DetectorFormValues,
} from './detector-form';
import { SchemaFaq } from './SchemaFaq';
import { RAW_AMOUNT_FIELD } from '@/lib/token-amount';
import { ALL_CONTRACTS } from '@/lib/contract-directory';

interface Props<R> {
  /** The full catalogue entry (with `schema`, `uiSchema` and `faq`). */
  schema: DetectorSchema;
  defaultValues: DetectorFormValues;
  editing: boolean;
  submitLabel: string;
  save: (body: DetectorFormBody) => Promise<R>;
  after: (result: R) => unknown;
  onCancel: () => void;
  freshness?: Freshness;
  /**
   * A new detector's network coin: the config's values that depend on it start from it and follow
   * it (another contract picked after the form showed) until the user edits them.
   */
  native?: { decimals: number } | undefined;
  /** The contract watched: a contract call's function is offered from its read functions. */
  contractId: number | undefined;
}

/**
 * The contract's read functions as a contract call names them, once the ABI tooling has loaded
 * (only for a schema that asks for a function: the other forms do not load it).
 */
function useCallFunctions(
  contractId: number | undefined,
  wanted: boolean,
): readonly CallFunction[] | undefined {
  const { data: contract } = useQuery({
    ...contractQueries.detail(contractId ?? 0),
    enabled: wanted && contractId !== undefined,
  });
  const [functions, setFunctions] = useState<readonly CallFunction[]>();
  useEffect(() => {
    if (!wanted || !contract) return;
    let live = true;
    void import('@/lib/abi').then(({ callableFunctions, callSignature, isReadFunction }) => {
      if (!live) return;
      const reads = callableFunctions(contract).filter(isReadFunction);
      setFunctions(
        reads.map((fn) => ({
          signature: callSignature(fn),
          inputs: fn.inputs.map((p) => (p.name ? `${p.name} (${p.type})` : p.type)).join(', '),
        })),
      );
    });
    return () => {
      live = false;
    };
  }, [contract, wanted]);
  return wanted && contract ? functions : undefined;
}

/**
 * A detector's form: name, tags, status and destinations, then the config generated from the
 * schema's JSON Schema (severity last), with the schema's description and FAQ beside it.
 */
export function DetectorForm<R>({
  schema,
  defaultValues,
  editing,
  submitLabel,
  save,
  after,
  onCancel,
  freshness,
  native,
  contractId,
}: Props<R>) {
  const fields = useMemo(() => fieldsOf(schema.schema, schema.uiSchema), [schema]);
  const functions = useCallFunctions(
    contractId,
    fields.some((f) => f.kind === 'text' && f.widget === 'function'),
  );
  // The token a raw amount counts in, for a schema that takes one (from the cached directory).
  const token = useQuery({
    ...contractQueries.list(ALL_CONTRACTS),
    enabled: fields.some((f) => f.kind === 'text' && RAW_AMOUNT_FIELD.test(f.description)),
    select: (list) => list.data.find((c) => c.id === contractId)?.address,
  }).data;
  const formSchema = useMemo(
    () => detectorFormSchema(schema.schema, fields, editing),
    [schema, fields, editing],
  );
  const kit = useResourceForm(formSchema, {
    defaultValues,
    freshness,
    labels: { ...fieldLabels(fields), destinationIds: 'Destinations' },
    mapPath: (p) => (p === 'destinations' ? 'destinationIds' : p),
  });
  const { control, getFieldState, resetField } = kit.form;
  const decimals = native?.decimals;
  // Before the first paint; as the field's default, so that following the network is no edit
  // of the user's (nothing to lose on leaving).
  useLayoutEffect(() => {
    const follow = networkDefaults(fields, decimals === undefined ? undefined : { decimals });
    for (const [key, value] of Object.entries(follow)) {
      const name = `config.${key}` as FieldPath<DetectorFormValues>;
      if (!getFieldState(name).isDirty) resetField(name, { defaultValue: value as never });
    }
  }, [fields, decimals, getFieldState, resetField]);
  const title = schema.title ?? schema.name;
  return (
    // Beside the form from 992 px; a third of the width only from 1408 px, where that is ~350 px:
    // at 1024 px a third was ~230 px, and the schema's answers wrapped a word a line.
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
        <FormShell
          kit={kit}
          onSubmit={kit.submit(save, after)}
          label="Detector"
          submitLabel={submitLabel}
          onCancel={onCancel}
        >
          <Paper withBorder p="lg" component="section" aria-labelledby="detector-basics">
            <Stack gap="md">
              <Title order={2} size="h4" id="detector-basics">
                Detector
              </Title>
              <TextField control={control} name="name" label="Name" required />
              <TagsField
                control={control}
                name="tags"
                label="Tags"
                description="Monitoring categories such as SECURITY, COMPLIANCE, FINANCIAL"
                data={['SECURITY', 'COMPLIANCE', 'FINANCIAL']}
                clearable
              />
              <StatusField control={control} name="status" />
            </Stack>
          </Paper>
          <Paper withBorder p="lg" component="section" aria-labelledby="detector-config">
            <Stack gap="md">
              <div>
                <Title order={2} size="h4" id="detector-config">
                  Configuration
                </Title>
                <Text size="sm" c="dimmed">
                  {`Fields of ${title} ${schema.version ?? ''}, checked as you type by the rules the service applies.`}
                </Text>
              </div>
              {fields.length === 0 ? (
                <Text size="sm" c="dimmed">
                  This schema has no settings.
                </Text>
              ) : (
                <ConfigFields
                  fields={fields}
                  path="config"
                  editing={editing}
                  functions={functions}
                  token={token}
                />
              )}
            </Stack>
          </Paper>
          <Paper withBorder p="lg" component="section" aria-labelledby="detector-destinations">
            <Title order={2} size="h4" id="detector-destinations" mb="xs">
              Destinations
            </Title>
            <DestinationsField control={control} name="destinationIds" preselect={!editing} />
          </Paper>
        </FormShell>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
        <Paper withBorder p="lg" component="aside" aria-label={`About ${title}`}>
          <Stack gap="sm">
            <SafeAvatar src={schema.icon} name={title} size="lg" square />
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {`${schema.name} · version ${schema.version ?? '?'} · by ${schema.author ?? 'unknown'}`}
            </Text>
            <Text size="sm">{schema.description || 'No description.'}</Text>
            <Title order={3} size="h5" mt="sm">
              Questions
            </Title>
            <SchemaFaq faq={schema.faq} />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
