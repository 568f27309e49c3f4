import { Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { destinationQueries } from '@/api/destination/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DeleteButton } from '@/components/DeleteButton';
import { DetailHeader } from '@/components/DetailHeader';
import { ButtonLink } from '@/components/links';
import { DeleteDestinationDialog } from './DeleteDestinationDialog';
import { DeliveryHistory } from './DeliveryHistory';
import { DestinationFacts } from './DestinationFacts';
import { TelegramBinding } from './TelegramBinding';
import { TestSendPanel } from './TestSendPanel';
import { TypeIcon } from './TypeIcon';
import { UnboundBadge } from './UnboundBadge';
import { destinationName, isUnbound } from '@/components/destination/destination-text';

const route = getRouteApi('/_app/destinations/$destinationId/');

/** One contact: what it is, its chat binding, a test-send and everything sent to it. */
export function DestinationDetailPage() {
  const { destinationId } = route.useParams();
  const navigate = useNavigate();
  const { data: d } = useSuspenseQuery(destinationQueries.detail(destinationId));
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('destinations')]}
        title={destinationName(d)}
        icon={<TypeIcon type={d.type} size="xl" />}
        status={d.status}
        badges={isUnbound(d) && <UnboundBadge />}
        tags={d.tags}
        actions={
          <>
            <ButtonLink
              to="/destinations/$destinationId/edit"
              params={{ destinationId }}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              Edit
            </ButtonLink>
            <DeleteButton onClick={() => setDeleting(true)} />
          </>
        }
      />
      {isUnbound(d) && <TelegramBinding destination={d} />}
      <DestinationFacts destination={d} />
      <TestSendPanel destination={d} />
      <DeliveryHistory destinationId={d.id} />
      <DeleteDestinationDialog
        destination={deleting ? d : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/destinations' })}
      />
    </Stack>
  );
}
