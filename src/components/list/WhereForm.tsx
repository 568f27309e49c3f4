import { Button, Group, TextInput } from '@mantine/core';
import { MONO_INPUT } from '@/components/inline-styles';

interface WhereFormProps {
  draft: string;
  onDraft: (draft: string) => void;
  onApply: () => void;
  error: string | undefined;
  example: string;
}

/** The advanced filter's open form (WhereFilter): the clause, applied on submit. */
export function WhereForm({ draft, onDraft, onApply, error, example }: WhereFormProps) {
  return (
    <form
      style={{ width: '100%' }}
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Where clause"
          description={`The service's query language, e.g. ${example}`}
          placeholder="name like 'Lend%' or id > 100"
          value={draft}
          onChange={(e) => onDraft(e.currentTarget.value)}
          error={error}
          styles={MONO_INPUT}
          flex={1}
          miw={320}
        />
        <Button type="submit" mt={44} variant="default">
          Apply
        </Button>
      </Group>
    </form>
  );
}
