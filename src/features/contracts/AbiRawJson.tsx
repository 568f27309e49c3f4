import { Button, Code, Group, Paper } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { CopyValueButton } from '@/components/CopyValueButton';
import classes from './AbiViewer.module.css';

/** The ABI as pretty JSON text, with copy and download (as a file, never as a navigation). */
export function AbiRawJson({ abi, fileName }: { abi: unknown; fileName: string }) {
  const text = JSON.stringify(abi, null, 2);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Paper withBorder p="sm">
      <Group justify="flex-end" gap="xs" mb="xs">
        <CopyValueButton value={text} label="Copy ABI JSON" />
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          onClick={download}
        >
          Download {fileName}
        </Button>
      </Group>
      <Code block className={classes.raw} tabIndex={0} role="region" aria-label="ABI JSON">
        {text}
      </Code>
    </Paper>
  );
}
