import { z } from 'zod/mini';
import { ActionFormShape, type ActionFormValues } from './action-form';

/**
 * The builder's draft in localStorage, under ./draft-key's key. Parsed on the way back in: a
 * stale or edited draft is ignored, not trusted.
 */
const StoredDraftSchema = z.object({ savedAt: z.number(), values: ActionFormShape });
export type StoredDraft = z.infer<typeof StoredDraftSchema>;

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
