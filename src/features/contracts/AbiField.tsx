import { Badge, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconBraces, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { AnyControl } from '@/components/form/fields';
import type { AbiJson } from '@/api/contract/schemas';
import { parseAbiText, abiCounts, abiSummary } from '@/lib/abi';
import { countOf } from '@/lib/words';
import type { ContractFormOutput, ContractFormValues } from './contract-form';
import classes from './ContractForm.module.css';

const MAX_FILE = 5 * 1024 * 1024;

interface Props {
  control: AnyControl<ContractFormValues, ContractFormOutput>;
  /** The text "Use this" put in from a fetch: saved without an override. */
  fetchedText: string | null;
  disabled?: boolean;
  /** The verified ABI the service keeps while the field is empty (an edit). */
  verifiedAbi?: AbiJson | null | undefined;
}

/** ABI as pasted JSON or a dropped/chosen .json file, validated as the user types. */
export function AbiField({ control, fetchedText, disabled, verifiedAbi }: Props) {
  const { field, fieldState } = useController({ control, name: 'abi' });
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const text = typeof field.value === 'string' ? field.value : '';
  const parsed = text.trim() ? parseAbiText(text) : null;

  const load = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_FILE) return setFileError(`${file.name} is over 5 MB`);
    field.onChange(await file.text());
  };

  return (
    <Stack gap={6}>
      <div
        className={classes.drop}
        data-dragging={dragging || undefined}
        onDragOver={(e) => {
          if (disabled) return;
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!disabled) void load(e.dataTransfer.files.item(0));
        }}
      >
        <Textarea
          ref={field.ref}
          name={field.name}
          label="ABI (JSON)"
          description="Optional. Paste the ABI array or a build artifact, drop a .json file here, or fetch the verified ABI above."
          placeholder='[{"type":"function","name":"transfer",…}]'
          value={text}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message ?? fileError}
          autosize
          minRows={4}
          maxRows={14}
          disabled={disabled}
          classNames={{ input: classes.mono, error: classes.preLine }}
          spellCheck={false}
        />
      </div>
      <Group gap="xs">
        <FileButton
          onChange={(f) => void load(f)}
          accept="application/json,.json"
          disabled={disabled}
        >
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} />}>
              Load a .json file
            </Button>
          )}
        </FileButton>
        {parsed?.ok && (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconBraces size={14} />}
            onClick={() => field.onChange(JSON.stringify(parsed.json, null, 2))}
          >
            Format
          </Button>
        )}
        {parsed?.ok && (
          <AbiStatus
            counts={abiCounts(parsed.abi)}
            fetched={fetchedText !== null && fetchedText === text}
          />
        )}
      </Group>
      {!text.trim() && verifiedAbi && verifiedAbi.length > 0 && (
        <Text size="xs" c="dimmed">
          {`Left empty, the contract keeps its verified ABI (${countOf(
            verifiedAbi.filter((i) => i.type === 'function').length,
            'function',
          )}, ${countOf(verifiedAbi.filter((i) => i.type === 'event').length, 'event')}). Paste or load one to override it.`}
        </Text>
      )}
    </Stack>
  );
}

function AbiStatus({
  counts,
  fetched,
}: {
  counts: ReturnType<typeof abiCounts>;
  fetched: boolean;
}) {
  return (
    <Group gap={6}>
      <Badge color={fetched ? 'teal' : 'orange'} variant="light" size="sm">
        {fetched ? 'verified ABI' : 'custom ABI'}
      </Badge>
      <Text size="xs" c="dimmed">
        {abiSummary(counts)} · {fetched ? 'saved without an override' : 'saved as an ABI override'}
      </Text>
    </Group>
  );
}
