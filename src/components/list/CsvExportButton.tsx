import { PlainButton } from '@/components/plain/PlainButton';
import { PlainText } from '@/components/plain/PlainText';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { formatCount } from '@/lib/format';
import type { Column } from './column';
import type { Page } from './csv';

interface CsvExportButtonProps<T> {
  /** Names the file: `<resource>-<date>.csv`. */
  resource: string;
  columns: readonly Column<T>[];
  rowId: (row: T) => string | number;
  /** One page of the current filtered result. */
  fetchPage: (from: number, size: number) => Promise<Page<T>>;
  total: number | null | undefined;
}

/** Exports the current filtered result (every page, up to 10,000) as the table shows it. */
export function CsvExportButton<T>({
  resource,
  columns,
  rowId,
  fetchPage,
  total,
}: CsvExportButtonProps<T>) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = async () => {
    setProgress({ done: 0, total: total ?? 0 });
    // papaparse and the notifications load on the first export, not with every list.
    const { notifications } = await import('@mantine/notifications');
    try {
      const csv = await import('./csv');
      const rows = await csv.fetchAll(fetchPage, (done, all) => setProgress({ done, total: all }));
      csv.downloadText(csv.toCsv(rows, columns, rowId), csv.csvFileName(resource));
      notifications.show({ color: 'teal', message: `Exported ${formatCount(rows.length)} rows` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export failed', message: errorMessage(error) });
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      <PlainButton
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={() => void run()}
        loading={progress !== null}
        disabled={!total}
      >
        Export CSV
      </PlainButton>
      {progress && progress.total > 1000 && (
        <PlainText size="xs" dimmed aria-live="polite">
          {`Exporting ${formatCount(progress.done)} of ${formatCount(progress.total)}…`}
        </PlainText>
      )}
    </>
  );
}
