import { createFileRoute } from '@tanstack/react-router';
import { schemaQueries } from '@/api/schema/queries';
import { SchemaPage } from '@/features/detectors/SchemaPage';
import { loadRecord } from '@/lib/load-record';
import { idParam } from '@/lib/route-params';

export const Route = createFileRoute('/_app/detectors/catalogue/$schemaId')({
  params: idParam('schemaId'),
  loader: ({ context, params }) =>
    loadRecord(context.queryClient.ensureQueryData(schemaQueries.detail(params.schemaId))),
  component: SchemaPage,
});
