import { ActionIcon, Group, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteOtpDevice, userQueries } from '@/api/user/queries';
import type { OtpDevice } from '@/api/user/schemas';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryState } from '@/components/QueryState';
import { Timestamp } from '@/components/Timestamp';
import {
  PlainTable,
  PlainTbody,
  PlainTd,
  PlainTh,
  PlainThead,
  PlainTr,
} from '@/components/plain/PlainTable';
import classes from './Otp.module.css';

/** Enrolled devices of a user (never their secret), each removable after a confirmation. */
export function OtpDeviceList({ userId, whose }: { userId: number; whose: string }) {
  const devices = useQuery(userQueries.otpDevices(userId));
  const remove = useDeleteOtpDevice();
  const [removing, setRemoving] = useState<OtpDevice | null>(null);
  const rows = devices.data?.data ?? [];
  const close = () => {
    remove.reset();
    setRemoving(null);
  };
  return (
    <QueryState
      query={devices}
      errorTitle="Two-factor devices could not be loaded"
      loading={<Skeleton h={60} />}
      empty={{
        when: rows.length === 0,
        node: (
          <Text size="sm" c="dimmed">
            {`${whose} sign-in has no authenticator enrolled: it is protected by the password only.`}
          </Text>
        ),
      }}
    >
      <PlainTable aria-label="Two-factor devices" verticalSpacing="xs">
        <PlainThead>
          <PlainTr>
            <PlainTh>Device</PlainTh>
            <PlainTh>Enrolled</PlainTh>
            <PlainTh style={{ width: 60 }}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </PlainTh>
          </PlainTr>
        </PlainThead>
        <PlainTbody>
          {rows.map((d) => (
            <PlainTr key={d.id}>
              <PlainTd className={classes.deviceName}>{d.deviceName}</PlainTd>
              <PlainTd className={classes.enrolled}>
                <Timestamp value={d.createdAt} size="sm" />
              </PlainTd>
              <PlainTd>
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${d.deviceName}`}
                    title="Remove"
                    onClick={() => setRemoving(d)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </PlainTd>
            </PlainTr>
          ))}
        </PlainTbody>
      </PlainTable>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this device?"
        confirmLabel="Remove device"
        pending={remove.isPending}
        error={remove.error}
        onClose={close}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { params: { id: userId, deviceId: removing.id } },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: `“${removing.deviceName}” removed` });
                close();
              },
            },
          );
        }}
      >
        {`“${removing?.deviceName ?? ''}” will no longer be accepted for two-factor sign-in.`}
      </ConfirmDialog>
    </QueryState>
  );
}
