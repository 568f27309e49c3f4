import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

/** The mock service inside Node (Vitest): same handlers as the browser and the HTTP server. */
export const server = setupServer(...createHandlers());
