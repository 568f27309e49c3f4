import '@testing-library/jest-dom/vitest';
import './src/api/zod-config';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screen tests render whole routes on jsdom on a 2-core machine: a first render with its queries
// can take over a second, Testing Library's default wait, and with the machine busy (a full run
// beside other work) a first find took 5.7 s. Ten seconds is a bound, not a delay.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
