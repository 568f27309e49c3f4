import { z } from 'zod/mini';
import { DRAFT_PREFIX } from '@/lib/session';
import { ActionFormShape, type ActionFormValues } from './action-form';

/**
 * The builder's draft in localStorage, keyed by connection and tenant (a draft for one service
 * or tenant never shows up against another; sign-out forgets them all, `forgetLiveKey`). Parsed
 * on the way back in: a stale or edited draft is ignored, not trusted.
 */
const StoredDraftSchema = z.object({ savedAt: z.number(), values: ActionFormShape });
export type StoredDraft = z.infer<typeof StoredDraftSchema>;

export function draftKey(mode: string, baseUrl: string, tenantId: number | null): string {
  return `${DRAFT_PREFIX}action-new:${mode}:${baseUrl || 'same-origin'}:tenant-${tenantId ?? 'none'}`;
}

export function loadDraft(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = StoredDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: ActionFormValues): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values }));
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
