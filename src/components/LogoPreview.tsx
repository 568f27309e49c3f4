import { Group, Paper, Stack, Text } from '@mantine/core';
import { isHttpUrl } from '@/api/common';
import { UrlImage } from './UrlImage';
import classes from './LogoPreview.module.css';

interface LogoPreviewProps {
  /** Whose logos: names the group of previews. */
  name: string;
  logoLight: string | null | undefined;
  darkLogo: string | null | undefined;
}

function Panel({
  bg,
  label,
  src,
  note,
}: {
  bg: 'light' | 'dark';
  label: string;
  src?: string;
  note?: string;
}) {
  return (
    <Stack gap={4} flex={1} miw={200}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Paper withBorder p="md" className={bg === 'light' ? classes.light : classes.dark}>
        <Group h={56} justify="center">
          <UrlImage
            url={src}
            alt={`${label}: logo preview`}
            missing="No logo"
            noteProps={{ className: classes.placeholder }}
            h={48}
            w="auto"
            maw="100%"
            fit="contain"
          />
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
 * The logos as the console shows them, for the tenant's settings and an organisation's form and
 * page: the light logo on a light background, the dark one on a dark background (the light one
 * stands in when there is no dark logo). Only http(s) loads.
 */
export function LogoPreview({ name, logoLight, darkLogo }: LogoPreviewProps) {
  const light = isHttpUrl(logoLight) ? logoLight : undefined;
  const dark = isHttpUrl(darkLogo) ? darkLogo : undefined;
  return (
    <Group align="flex-start" grow wrap="wrap" aria-label={`${name} logo previews`} role="group">
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
