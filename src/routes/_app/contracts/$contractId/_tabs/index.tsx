import { createFileRoute } from '@tanstack/react-router';
import { ContractAbiTab } from '@/features/contracts/ContractAbiTab';

export const Route = createFileRoute('/_app/contracts/$contractId/_tabs/')({
  component: ContractAbiTab,
});
