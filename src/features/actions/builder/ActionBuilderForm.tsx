import { Alert, Box, Button, Grid, Group, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Action, CreateAction } from '@/api/action/schemas';
import { contractQueries } from '@/api/contract/queries';
import { networkInfo } from '@/api/rules/networks';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormShell } from '@/components/form/FormShell';
import {
  SaveCancelled,
  useResourceForm,
  type Freshness,
} from '@/components/form/use-resource-form';
import { ALL_CONTRACTS } from '@/lib/contract-directory';
import { formatDateTime } from '@/lib/format';
import { riskyGasPrice } from '@/lib/gas';
import {
  ACTION_LABELS,
  ActionRequestSchema,
  emptyAction,
  paramLabels,
  type ActionFormValues,
} from './action-form';
import { clearDraft, loadDraft, saveDraft } from './action-draft';
import { BasicsSection } from './BasicsSection';
import { BindingsSection } from './BindingsSection';
import { formPathOf } from './build-action-request';
import { DestinationsSection } from './DestinationsSection';
import { FunctionSection } from './FunctionSection';
import { GasSection } from './GasSection';
import { ReviewSection } from './ReviewSection';
import { StepNav } from './StepNav';
import { networkMismatch } from './target';
import { TargetSection } from './TargetSection';
import { useConfirm } from './use-confirm';

interface Props {
  /** Where the local draft lives; null when editing a stored action (no draft). */
  draftKey: string | null;
  /** Starting values (a stored action to edit or duplicate); a fresh action otherwise. */
  initial?: ActionFormValues;
  submitLabel: string;
  save: (body: CreateAction) => Promise<Action>;
  after: (action: Action) => unknown;
  onCancel: () => void;
  freshness?: Freshness;
}

/** The action builder: one page of numbered steps, a draft kept locally, errors on their fields. */
export function ActionBuilderForm({
  draftKey,
  initial,
  submitLabel,
  save,
  after,
  onCancel,
  freshness,
}: Props) {
  const [draft, setDraft] = useState(() => (draftKey ? loadDraft(draftKey) : null));
  const start = draft?.values ?? initial ?? emptyAction;
  const kit = useResourceForm(ActionRequestSchema, {
    defaultValues: start,
    // The function's parameters by name: the summary says "amount (uint256): …", not
    // "Parameter 2: …".
    labels: (v) => ({ ...ACTION_LABELS, ...paramLabels(v.params) }),
    mapPath: formPathOf,
    freshness,
  });
  const { form } = kit;
  const { isDirty } = form.formState;
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const gasConfirm = useConfirm();

  const persist = useDebouncedCallback((v: ActionFormValues) => {
    if (draftKey) saveDraft(draftKey, v);
  }, 400);
  // Whether the user has edited since the builder opened or was emptied (a restored draft
  // counts): only the user's edits start a draft; programmatic defaults (the destinations'
  // preselection, which comes again after a discard) do not, though they dirty the form.
  const edited = useRef(draft !== null);
  useEffect(() => {
    if (!draftKey) return;
    const sub = form.watch((_v, { type }) => {
      if (type === 'change') edited.current = true;
      if (edited.current) persist(form.getValues());
    });
    return () => sub.unsubscribe();
  }, [form, persist, draftKey]);

  const discard = () => {
    edited.current = false;
    form.reset(initial ?? emptyAction);
    // An edit of the last 400 ms may still be on its way: it may not bring the draft back.
    persist.cancel?.();
    if (draftKey) clearDraft(draftKey);
    setDraft(null);
    setConfirmDiscard(false);
  };

  const directory = useQuery(contractQueries.list(ALL_CONTRACTS));
  // A draft may name a wallet or contract deleted since it was kept: the field is emptied (it
  // showed empty while the request still carried the id) and the restored notice says so.
  const [gone, setGone] = useState<string[]>([]);
  // Only a whole directory can say an id is gone (not one cut at its page size).
  const known =
    directory.data && directory.data.data.length >= (directory.data.total ?? 0)
      ? directory.data.data
      : undefined;
  useEffect(() => {
    if (!draft || !known) return;
    const ids = new Set(known.map((c) => c.id));
    const lost: string[] = [];
    for (const [field, what] of [
      ['walletId', 'wallet'],
      ['contractId', 'contract'],
    ] as const) {
      const id = form.getValues(field);
      if (id !== null && !ids.has(id)) {
        form.setValue(field, null);
        lost.push(what);
      }
    }
    if (lost.length) setGone(lost);
  }, [draft, known, form]);
  const send = async (body: CreateAction) => {
    // The service refuses a wallet of another network than the contract's; say so on the field
    // before the gas question, not in a banner from the service.
    const mismatch = networkMismatch(directory.data?.data ?? [], body.walletId, body.contractId);
    if (mismatch) {
      const { wallet, contract } = mismatch;
      const where = networkInfo(contract.chainUid).name;
      form.setError(
        'walletId',
        {
          type: 'validate',
          message: `This wallet is on ${networkInfo(wallet.chainUid).name}: choose one on ${where}, the contract's network`,
        },
        { shouldFocus: true },
      );
      throw new SaveCancelled();
    }
    const risk = riskyGasPrice(body.gasPrice);
    if (risk && !(await gasConfirm.ask(risk))) throw new SaveCancelled();
    const action = await save(body);
    persist.cancel?.();
    if (draftKey) clearDraft(draftKey);
    return action;
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 9 }}>
        <FormShell
          kit={kit}
          onSubmit={kit.submit(send, after)}
          label="Action builder"
          submitLabel={submitLabel}
          onCancel={onCancel}
          // A new action's work is kept as a draft: leaving loses nothing, so nothing asks.
          guard={draftKey === null}
          extraButtons={
            draftKey &&
            (draft || isDirty) && (
              <Button variant="subtle" color="gray" onClick={() => setConfirmDiscard(true)}>
                Discard draft
              </Button>
            )
          }
        >
          {draft && (
            <Alert color="blue" variant="light" icon={<IconDeviceFloppy />} title="Draft restored">
              <Text size="sm">{`Your unsent action from ${formatDateTime(draft.savedAt)} is back.`}</Text>
              {gone.length > 0 && (
                <Text size="sm">{`The ${gone.join(' and ')} it named no longer ${gone.length > 1 ? 'exist' : 'exists'} here: choose again.`}</Text>
              )}
            </Alert>
          )}
          <BasicsSection />
          <TargetSection />
          <FunctionSection />
          <GasSection />
          <BindingsSection />
          <DestinationsSection preselect={!draft && !initial} />
          <ReviewSection />
          {draftKey && (
            <Text size="xs" c="dimmed">
              Your work is kept as a draft on this device until the action is created: you can leave
              and come back to it.
            </Text>
          )}
        </FormShell>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 3 }} visibleFrom="lg">
        <Box pos="sticky" top={80}>
          <StepNav control={form.control} />
        </Box>
      </Grid.Col>
      <ConfirmDialog
        opened={confirmDiscard}
        title="Discard this draft?"
        confirmLabel="Discard draft"
        onClose={() => setConfirmDiscard(false)}
        onConfirm={discard}
      >
        Everything entered in the builder is cleared, and the draft kept on this device is deleted.
      </ConfirmDialog>
      <ConfirmDialog
        opened={gasConfirm.question !== null}
        title="Send with this gas price?"
        confirmLabel="Yes, use this price"
        danger={false}
        onClose={() => gasConfirm.answer(false)}
        onConfirm={() => gasConfirm.answer(true)}
      >
        <Group>{gasConfirm.question}</Group>
      </ConfirmDialog>
    </Grid>
  );
}
