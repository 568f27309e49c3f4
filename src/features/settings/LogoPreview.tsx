import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isHttpUrl } from '@/api/common';
import classes from './LogoPreview.module.css';

interface LogoPreviewProps {
  name: string;
  logoLight: string;
  darkLogo: string;
}

interface PanelProps {
  bg: 'light' | 'dark';
  label: string;
  src?: string;
  note?: string;
}

function Panel({ bg, label, src, note }: PanelProps) {
  // The URL that did not load, so the panel says so instead of showing a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Stack gap={4} flex={1} miw={200}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Paper withBorder p="md" className={bg === 'light' ? classes.light : classes.dark}>
        <Group h={56} justify="center">
          {src && failed !== src ? (
            <Image
              key={src}
              src={src}
              alt={`${label}: logo preview`}
              h={48}
              w="auto"
              maw="100%"
              fit="contain"
              onError={() => setFailed(src)}
            />
          ) : (
            <Text size="sm" className={classes.placeholder}>
              {src ? 'This image could not be loaded' : 'No logo'}
            </Text>
          )}
        </Group>
      </Paper>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The logos as the shell shows them: the light logo on a light background, the dark one on a
 * dark background (the light one stands in when there is no dark logo). Only http(s) loads.
 */
export function LogoPreview({ name, logoLight, darkLogo }: LogoPreviewProps) {
  const light = isHttpUrl(logoLight) ? logoLight : undefined;
  const dark = isHttpUrl(darkLogo) ? darkLogo : undefined;
  return (
    <Group
      align="flex-start"
      grow
      wrap="wrap"
      aria-label={`${name || 'Tenant'} logo previews`}
      role="group"
    >
      <Panel bg="light" label="Light theme" src={light} />
      <Panel
        bg="dark"
        label="Dark theme"
        src={dark ?? light}
        note={!dark && light ? 'No dark logo: the light one is shown.' : undefined}
      />
    </Group>
  );
}
