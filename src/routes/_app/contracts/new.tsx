import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ContractCreatePage } from '@/features/contracts/ContractCreatePage';

export const Route = createFileRoute('/_app/contracts/new')({
  validateSearch: z.object({ projectId: z.int().positive().optional().catch(undefined) }),
  component: ContractCreatePage,
});
