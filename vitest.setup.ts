import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screen tests render whole routes on jsdom on a 2-core machine: a first render with its queries
// can take over a second, Testing Library's default wait. Five seconds is a bound, not a delay.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
