import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { Hint } from '@/components/Hint';
import { PlainIconButton } from '@/components/plain/PlainIconButton';

export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Hint label={label} align="end" describe={false}>
      <PlainIconButton
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(next)}
      >
        {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
      </PlainIconButton>
    </Hint>
  );
}
