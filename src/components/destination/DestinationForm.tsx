import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, type MutableRefObject, type ReactNode } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { destinationQueries } from '@/api/destination/queries';
import type { CreateTenantDestination, DestinationType } from '@/api/destination/schemas';
import { DestinationTagSchema, DestinationTypeSchema } from '@/api/destination/schemas';
import { HTTP_METHODS } from '@/api/rules/destination';
import { FormShell } from '@/components/form/FormShell';
import { SelectField, StatusField, TextField } from '@/components/form/fields';
import { useResourceForm, type Freshness } from '@/components/form/use-resource-form';
import { AnchorLink } from '@/components/links';
import {
  destinationFormSchema,
  sameTarget,
  type DestinationFormValues,
  type SameTarget,
} from './destination-form';
import { HeadersEditor } from './HeadersEditor';
import { TYPE_LABELS } from './destination-text';

const VALUE_LABEL: Record<DestinationType, string> = {
  EMAIL: 'E-mail address',
  TELEGRAM: 'Name',
  HTTP: 'Webhook URI',
  SLACK: 'Channel',
};

const TAG_HINTS = {
  DEFAULT: 'DEFAULT — preselected for new detectors, alerts and actions',
  DETECTOR: 'DETECTOR — offered for detector alerts',
  WALLET: 'WALLET — offered for wallet notifications',
};

interface DestinationFormProps<R> {
  defaultValues: DestinationFormValues;
  submitLabel: string;
  save: (body: CreateTenantDestination) => Promise<R>;
  after: (result: R) => unknown;
  onCancel: () => void;
  freshness?: Freshness;
  /** Stored header values, by name: kept when their row is left empty. */
  savedHeaders?: Record<string, string>;
  /** The destination being edited: not its own twin. */
  editingId?: number;
  /** In a dialog (a new destination from another form): no frame, buttons at the right. */
  inDialog?: boolean;
  /** Told whether the form holds edits, for the dialog's "discard?" question. */
  hasEdits?: MutableRefObject<() => boolean>;
}

/**
 * Under the field: which destination already goes where this one would (saving still works), in
 * the warning's colour at AA contrast in both schemes (src/styles/theme.ts).
 */
function TwinNote({
  twin,
  editing,
  children,
}: {
  twin: SameTarget;
  editing: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {children && <>{children} </>}
      <Text span inherit c="var(--mantine-color-orange-light-color)">
        <AnchorLink
          to="/destinations/$destinationId"
          params={{ destinationId: twin.id }}
          size="xs"
        >{`Another destination (#${twin.id})`}</AnchorLink>
        {` already ${twin.does}${editing ? '.' : '; saving adds a second one.'}`}
      </Text>
    </>
  );
}

/** Create and edit of a destination: the chosen type decides which fields show and are sent. */
export function DestinationForm<R>(p: DestinationFormProps<R>) {
  const kit = useResourceForm(destinationFormSchema(p.savedHeaders), {
    defaultValues: p.defaultValues,
    freshness: p.freshness,
    // The value by what it holds for the type (the type re-renders the form).
    labels: (v) => ({
      uri: 'Webhook URI',
      slackUri: 'Slack webhook URI',
      name: 'Header name',
      'headers.name': 'Header {1} name',
      'headers.value': 'Header {1} value',
      value: VALUE_LABEL[v.type],
    }),
  });
  const { control } = kit.form;
  if (p.hasEdits) p.hasEdits.current = kit.hasEdits;
  const type = useWatch({ control, name: 'type' });
  const tags = useController({ control, name: 'tags' });
  useTypedValuePerType(kit.form, type);
  const others = useQuery(destinationQueries.all()).data?.data;
  const values = useWatch({ control }) as DestinationFormValues;
  const twin = others ? sameTarget(others, values, p.editingId) : null;
  const note = (field: SameTarget['field'], children?: ReactNode) =>
    twin?.field === field ? (
      <TwinNote twin={twin} editing={p.editingId !== undefined}>
        {children}
      </TwinNote>
    ) : (
      children
    );
  return (
    <FormShell
      kit={kit}
      onSubmit={kit.submit(p.save, p.after)}
      label="Destination"
      submitLabel={p.submitLabel}
      onCancel={p.onCancel}
      inDialog={p.inDialog}
    >
      <Paper withBorder={!p.inDialog} p={p.inDialog ? 0 : 'lg'} maw={760}>
        <Stack gap="md">
          <SelectField
            // The dialog's first focus: its close button took it.
            data-autofocus={p.inDialog || undefined}
            control={control}
            name="type"
            label="Type"
            data={DestinationTypeSchema.options.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
            allowDeselect={false}
            w={260}
          />
          {type === 'EMAIL' && (
            <TextField
              control={control}
              name="value"
              label="E-mail address"
              type="email"
              required
              description={note('value')}
              placeholder="secops@example.com"
            />
          )}
          {type === 'TELEGRAM' && (
            <TextField
              control={control}
              name="value"
              label="Name"
              required
              description={note(
                'value',
                p.inDialog
                  ? 'How this contact is listed. After saving, bind the chat on its page under Destinations (send the bot the /start command shown there): until then it cannot notify.'
                  : 'How this contact is listed. After saving you bind the chat: send the bot the /start command shown on the next page.',
              )}
              placeholder="SecOps chat"
            />
          )}
          {type === 'HTTP' && (
            <>
              <TextField
                control={control}
                name="uri"
                label="Webhook URI"
                required
                description={note(
                  'uri',
                  'https only; plain http is accepted for localhost / 127.0.0.1 / [::1] (local testing).',
                )}
                placeholder="https://hooks.example.com/vigil"
              />
              <SelectField
                control={control}
                name="method"
                label="Method"
                data={[...HTTP_METHODS]}
                allowDeselect={false}
                w={160}
              />
              <HeadersEditor />
            </>
          )}
          {type === 'SLACK' && (
            <>
              <TextField
                control={control}
                name="slackUri"
                label="Slack webhook URI"
                required
                placeholder="https://hooks.slack.com/services/…"
              />
              <TextField
                control={control}
                name="value"
                label="Channel"
                required
                description={note('value')}
                placeholder="#alerts"
              />
            </>
          )}
          <Checkbox.Group
            label="Tags"
            value={tags.field.value}
            onChange={(v) =>
              tags.field.onChange(v.flatMap((t) => DestinationTagSchema.safeParse(t).data ?? []))
            }
          >
            <Stack gap={6} mt={6}>
              {DestinationTagSchema.options.map((t) => (
                <Checkbox key={t} value={t} label={TAG_HINTS[t]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <StatusField control={control} name="status" />
        </Stack>
      </Paper>
    </FormShell>
  );
}

/**
 * One field holds the address, the chat's name or the channel, by type: what was typed for one
 * type is not carried into another's field when the type changes, and comes back when the type
 * does. Before the paint, so the new field never shows the old text.
 */
function useTypedValuePerType(
  form: UseFormReturn<DestinationFormValues, unknown, CreateTenantDestination>,
  type: DestinationType,
) {
  const typed = useRef<Partial<Record<DestinationType, string>>>({});
  const shown = useRef(type);
  useLayoutEffect(() => {
    const before = shown.current;
    if (before === type) return;
    shown.current = type;
    typed.current[before] = form.getValues('value');
    // Another type is another set of fields: the last one's errors go with it, where one came back
    // on the new type's field ("Channel is required" before anything was typed) and none on the
    // others. The next save checks the new type's fields.
    form.clearErrors();
    form.setValue('value', typed.current[type] ?? '');
  }, [form, type]);
}
