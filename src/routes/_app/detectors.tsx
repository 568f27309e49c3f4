import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/detectors')({
  component: () => (
    <ComingNext
      title={'Detectors'}
      summary={'Monitors built from detector schemas, watching your contracts.'}
      planned={[
        'Schema catalogue with descriptions and FAQ',
        "Config forms generated from each schema's JSON Schema, ordered by ui:order",
        'Severity, destinations and tags per detector',
      ]}
    />
  ),
});
