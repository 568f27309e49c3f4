import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setConnection } from '@/api/connection';
import { env } from '@/config/env';
import { App } from '@/app/App';
import { preferredMode, storedLiveConnection } from '@/lib/session';

async function boot() {
  if (preferredMode() === 'demo') {
    // The one import of the mock from src: lazy, so live mode never downloads it.
    const { startDemo } = await import('../mocks/browser');
    const { apiKey } = await startDemo({ scale: env.VITE_DEMO_SCALE });
    setConnection({ mode: 'demo', baseUrl: '', apiKey });
  } else {
    setConnection(storedLiveConnection());
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
