import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isHttpUrl } from '@/api/common';

interface LogoPreviewProps {
  name: string;
  logoLight: string | null | undefined;
  darkLogo: string | null | undefined;
}

/**
 * The logos as the console will show them: the light logo on a light background, the dark logo
 * (or, without one, the light logo) on a dark one. Only http(s) URLs are ever loaded.
 */
export function LogoPreview({ name, logoLight, darkLogo }: LogoPreviewProps) {
  const light = isHttpUrl(logoLight) ? logoLight : null;
  const dark = isHttpUrl(darkLogo) ? darkLogo : null;
  return (
    <Group gap="sm" grow align="stretch">
      <Swatch
        bg="white"
        textColor="gray.7"
        label="On a light background"
        src={light}
        alt={`${name} logo for light backgrounds`}
        missing="No light logo"
      />
      <Swatch
        bg="dark.7"
        textColor="gray.3"
        label={dark || !light ? 'On a dark background' : 'On a dark background (light logo)'}
        src={dark ?? light}
        alt={`${name} logo for dark backgrounds`}
        missing="No dark logo"
      />
    </Group>
  );
}

function Swatch(p: {
  bg: string;
  textColor: string;
  label: string;
  src: string | null;
  alt: string;
  missing: string;
}) {
  // Which URL failed, so a corrected URL is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Paper withBorder bg={p.bg} p="sm" radius="md" miw={160}>
      <Stack gap={6} align="center">
        {p.src && failed !== p.src ? (
          <Image
            src={p.src}
            alt={p.alt}
            h={48}
            w="auto"
            maw="100%"
            fit="contain"
            onError={() => setFailed(p.src)}
          />
        ) : (
          <Text size="sm" c={p.textColor} h={48} lh="48px">
            {p.src ? 'The image could not be loaded' : p.missing}
          </Text>
        )}
        <Text size="xs" c={p.textColor}>
          {p.label}
        </Text>
      </Stack>
    </Paper>
  );
}
