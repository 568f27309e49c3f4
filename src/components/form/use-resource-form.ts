import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { ApiError } from '@/api/http';
import { requestReauth } from '@/lib/reauth';
import { parseServiceErrors } from '@/lib/server-errors';
import { fieldMessages, userMessage, type FieldLabels, type SummaryItem } from './messages';

/** Thrown by a save the user called off (a confirmation answered No): nothing to report. */
export class SaveCancelled extends Error {
  override readonly name = 'SaveCancelled';
}

/** The record changed on the service since the form loaded it. */
export class StaleRecordError extends Error {
  override readonly name = 'StaleRecordError';
  constructor(readonly updatedAt: number | null | undefined) {
    super('Someone else changed this record since you opened it.');
  }
}

/** Compare the record's `updatedAt` before writing, so a lost update is never silent. */
export interface Freshness {
  /** `updatedAt` of the record the form was filled from. */
  loadedAt: number | null | undefined;
  /** The record as the service has it now (a fresh read, not the cache). */
  fetchCurrent: () => Promise<{ updatedAt?: number | null }>;
}

interface Options<In extends FieldValues> {
  defaultValues: DefaultValues<In>;
  /**
   * The fields' order on the screen, where the rules report them otherwise (a rule across
   * fields comes after every field's own): the summary lists them so.
   */
  order?: readonly string[];
  /**
   * Field labels for messages in the user's words (default: the field name, humanised); a
   * function reads them from the values as they are when the form renders (a field named by
   * what it holds: the chosen function's parameters, the trigger type's member).
   */
  labels?: FieldLabels | ((values: In) => FieldLabels);
  /**
   * Where a service error path lands when it is not a form path as it is (`destinations` →
   * `destinationIds`); return null for "summary only".
   */
  mapPath?: (servicePath: string) => string | null;
  freshness?: Freshness;
}

export interface ResourceForm<In extends FieldValues, Out> {
  form: UseFormReturn<In, unknown, Out>;
  labels: FieldLabels;
  submitError: unknown;
  clientErrors: SummaryItem[];
  /** The form field a service error path lands on, or null (the summary only). */
  fieldOf: (servicePath: string) => string | null;
  /** A newer version of the record exists (the save did not happen). */
  stale: StaleRecordError | null;
  /** True once a save went through: the leave guard lets go. */
  saved: boolean;
  /**
   * The submit handler: validates with the schema, hands `save` the typed request body, maps a
   * failure's `errors[]` onto the fields, asks for a new key in place on a 401 and then saves
   * once more, and calls `after` with the result once saved (navigate, close, notify).
   */
  submit: <R>(
    save: (body: Out) => Promise<R>,
    after?: (result: R) => unknown,
  ) => (e?: BaseSyntheticEvent) => Promise<void>;
  /** Saves over a newer version (after the user chose to). */
  overwrite: () => void;
  /** Whether the fields differ from the defaults, read from the fields themselves. */
  hasEdits: () => boolean;
  /**
   * Whether the last save's complaint about this service path still stands: true unless it
   * landed on a field whose service error has since gone (the user changed the field).
   */
  standing: (servicePath: string) => boolean;
}

/**
 * The form kit's hook: react-hook-form + the request schema (its output is the request body),
 * the service's errors on the fields they name, and one save step every form shares.
 */
export function useResourceForm<S extends z.core.$ZodType<unknown, FieldValues>>(
  schema: S,
  opts: Options<z.input<S>>,
): ResourceForm<z.input<S>, z.output<S>> {
  type In = z.input<S>;
  type Out = z.output<S>;
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: opts.defaultValues,
    mode: 'onChange',
    // FormShell focuses the first refused field in the page's order (react-hook-form's own
    // focus follows the order fields registered in: a row added later came after the fields below
    // it, and a code editor was never focused, leaving the user at a button far from the errors).
    shouldFocusError: false,
  });
  const labels =
    typeof opts.labels === 'function' ? opts.labels(form.getValues()) : (opts.labels ?? {});
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [stale, setStale] = useState<StaleRecordError | null>(null);
  const [saved, setSaved] = useState(false);
  const skipFreshness = useRef(false);
  const kitSaved = useRef(false);
  const lastSubmit = useRef<(() => Promise<void>) | null>(null);

  const known = (path: string) => {
    const mapped = opts.mapPath ? opts.mapPath(path) : path;
    if (mapped === null) return null;
    const root = mapped.split('.')[0] ?? '';
    return root in (form.getValues() as object) ? mapped : null;
  };

  const submit: ResourceForm<In, Out>['submit'] = (save, after) => {
    const run = form.handleSubmit(async (body) => {
      setSubmitError(null);
      setStale(null);
      const attempt = async (retried: boolean): Promise<void> => {
        try {
          if (opts.freshness && !skipFreshness.current) {
            const current = await opts.freshness.fetchCurrent();
            if ((current.updatedAt ?? null) !== (opts.freshness.loadedAt ?? null))
              throw new StaleRecordError(current.updatedAt);
          }
          const result = await save(body);
          skipFreshness.current = false;
          setSaved(true);
          kitSaved.current = true;
          // The guard reads `saved` on the next render; let it render before navigating.
          await new Promise((r) => setTimeout(r, 0));
          await after?.(result);
        } catch (error) {
          if (error instanceof ApiError && error.isUnauthorized && !retried) {
            if (await requestReauth()) return attempt(true);
          }
          if (error instanceof SaveCancelled) return;
          if (error instanceof StaleRecordError) {
            setStale(error);
            return;
          }
          for (const e of parseServiceErrors(error, (p) => known(p) !== null)) {
            const field = e.field ? known(e.field) : null;
            if (field)
              form.setError(field as FieldPath<In>, {
                type: 'server',
                message: userMessage(field, e.message, labels),
              });
          }
          setSubmitError(error);
        }
      };
      await attempt(false);
    });
    lastSubmit.current = () => run();
    return run;
  };

  // Read here, so that the form re-renders as they change; the summary's lines are made when it
  // renders, with the labels as they are then (a form may name a field by what it holds now).
  const { isSubmitted, errors } = form.formState;
  return {
    form,
    labels,
    submitError,
    get clientErrors() {
      return isSubmitted && !submitError ? fieldMessages(errors, labels, '', opts.order) : [];
    },
    fieldOf: known,
    stale,
    saved,
    submit,
    hasEdits: () =>
      !kitSaved.current && JSON.stringify(form.getValues()) !== JSON.stringify(opts.defaultValues),
    standing: (servicePath) => {
      const field = known(servicePath);
      // Read from the state this render subscribed to (`errors` above), so a change re-renders.
      return (
        field === null ||
        form.getFieldState(field as FieldPath<In>, form.formState).error?.type === 'server'
      );
    },
    overwrite: () => {
      skipFreshness.current = true;
      setStale(null);
      void lastSubmit.current?.();
    },
  };
}
