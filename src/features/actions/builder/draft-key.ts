import { DRAFT_PREFIX, readClaims } from '@/lib/session';
import { useConnection } from '@/lib/use-connection';

/**
 * Where the builder keeps a new action's draft: by connection and tenant (a draft for one service
 * or tenant never shows up against another; sign-out forgets them all, `forgetLiveKey`). Apart
 * from ./action-draft, whose schema is the builder's: the actions list reads only the summary.
 */
export function draftKey(mode: string, baseUrl: string, tenantId: number | null): string {
  return `${DRAFT_PREFIX}action-new:${mode}:${baseUrl || 'same-origin'}:tenant-${tenantId ?? 'none'}`;
}

/** The new action's draft key for the connection and tenant in use. */
export function useDraftKey(): string {
  const { mode, baseUrl, apiKey } = useConnection();
  return draftKey(mode, baseUrl, readClaims(apiKey)?.tenantId ?? null);
}

/**
 * A kept draft's name and age for the actions list, or null when there is none. Not checked
 * against the builder's schema: the builder does that when it restores the draft.
 */
export function draftSummary(key: string): { name: string; savedAt: number } | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof raw !== 'object' || raw === null || !('savedAt' in raw)) return null;
    const { savedAt } = raw;
    const values = 'values' in raw ? raw.values : null;
    const name =
      typeof values === 'object' && values !== null && 'name' in values ? values.name : '';
    return typeof savedAt === 'number'
      ? { name: typeof name === 'string' ? name.trim() : '', savedAt }
      : null;
  } catch {
    return null;
  }
}

/** Deletes the kept draft (the actions list's "Discard it"; the builder clears its own). */
export function forgetDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to forget
  }
}
