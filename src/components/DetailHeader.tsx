import { Badge, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Status } from '@/api/common';
import { WRAP_ANYWHERE } from './inline-styles';
import { StatusBadge } from './StatusBadge';
import { usePageTitle } from '@/lib/page-title';

interface DetailHeaderProps {
  /** Links up to this record (the last crumb is the record itself, added here). */
  crumbs: ReactNode[];
  title: string;
  /**
   * The record a page about it names only in its crumbs ("Edit detector" of "Large transfers"):
   * the document's title leads with it, "Large transfers · Edit detector · Vigil".
   */
  record?: string;
  status?: Status | null;
  /** More of its state beside the status (a chat waiting to be bound). */
  badges?: ReactNode;
  tags?: string[] | null;
  /** An avatar or icon before the title. */
  icon?: ReactNode;
  /** A line under the title (description, network, address). */
  subtitle?: ReactNode;
  /** The record's buttons: edit, run, pause, delete. */
  actions?: ReactNode;
}

/** The head of every record page: where it sits, what it is called, its state and its buttons. */
export function DetailHeader({
  crumbs,
  title,
  record,
  status,
  badges,
  tags,
  icon,
  subtitle,
  actions,
}: DetailHeaderProps) {
  usePageTitle(record ? `${record} · ${title}` : title);
  return (
    <Stack gap="xs">
      <Breadcrumbs>
        {crumbs}
        <Text span size="sm">
          {title}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Group gap="md" wrap="nowrap" miw={0}>
          {icon}
          <Stack gap={4} miw={0}>
            <Group gap="sm">
              {/* A long word (a URL as a record's name) wraps instead of widening the page. */}
              <Title order={1} style={WRAP_ANYWHERE}>
                {title}
              </Title>
              {status && <StatusBadge status={status} />}
              {badges}
            </Group>
            {subtitle && (
              <Text c="dimmed" size="sm" component="div">
                {subtitle}
              </Text>
            )}
            {tags && tags.length > 0 && (
              <Group gap={6}>
                {tags.map((t) => (
                  <Badge key={t} variant="outline" size="sm" tt="none">
                    {t}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Group>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}
