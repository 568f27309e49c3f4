import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '@/styles/theme';

/** A component alone, inside the console's Mantine theme (no router, no query client). */
export const renderThemed = (ui: ReactNode) =>
  render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
