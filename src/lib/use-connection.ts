import { useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection, type Connection } from '@/api/connection';

export function useConnection(): Connection {
  return useSyncExternalStore(subscribeConnection, getConnection, getConnection);
}
