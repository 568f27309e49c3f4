import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { USAGE_DEFAULTS, UsageSearchSchema } from '@/components/usage/usage-search';
import { UsagePage } from '@/features/usage/UsagePage';

export const Route = createFileRoute('/_app/usage')({
  validateSearch: UsageSearchSchema,
  search: { middlewares: [stripSearchParams(USAGE_DEFAULTS)] },
  component: UsagePage,
});
