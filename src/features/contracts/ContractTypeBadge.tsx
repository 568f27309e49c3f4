import { Badge } from '@mantine/core';
import type { AddressType } from '@/api/contract/schemas';

const COLORS: Record<AddressType, string> = {
  CONTRACT: 'indigo',
  WALLET: 'cyan',
  ENTITY: 'orange',
};

export function ContractTypeBadge({ type }: { type: AddressType | null | undefined }) {
  const t = type ?? 'CONTRACT';
  return (
    <Badge color={COLORS[t]} variant="light" size="sm">
      {t.toLowerCase()}
    </Badge>
  );
}
