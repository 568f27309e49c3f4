import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/destinations')({
  component: () => (
    <ComingNext
      title={'Destinations'}
      summary={'Where notifications go: e-mail, Telegram, HTTP webhooks and Slack.'}
      planned={[
        'Create and edit destinations of the four types',
        'Telegram binding with /start code',
        'Default, detector and wallet tags',
      ]}
    />
  ),
});
