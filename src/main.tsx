import './app/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';

import { createRoot } from 'react-dom/client';
import { setConnection } from '@/api/connection';
import { env } from '@/config/env';
import { App } from '@/app/App';
import { preferredMode, storedLiveConnection } from '@/lib/session';

// Phase marks for the benchmark's cold-load breakdown (bench/run.ts): free, and visible in any
// performance profile.
async function boot() {
  performance.mark('vigil:start');
  if (preferredMode() === 'demo') {
    // The one import of the mock from src: lazy, so live mode never downloads it.
    const { startDemo } = await import('../mocks/browser');
    performance.mark('vigil:demo-loaded');
    const { apiKey } = await startDemo({ scale: env.VITE_DEMO_SCALE });
    setConnection({ mode: 'demo', baseUrl: '', apiKey });
    performance.mark('vigil:demo-ready');
  } else {
    setConnection(storedLiveConnection());
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  performance.mark('vigil:render');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
