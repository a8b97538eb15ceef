'use client';

import { createStore, del, get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewDraft } from './editor-state';
import { logFailure } from '@/lib/client-log';

// Drafts live in IndexedDB, which keeps the chosen files themselves (Blobs), so a reload loses nothing.
const store = () => createStore('beautynote', 'review-drafts');

// A draft kept before the form's values were the review body has another shape: it is not restored.
const isDraft = (kept: unknown): kept is ReviewDraft =>
  typeof kept === 'object' && kept !== null && 'values' in kept && 'files' in kept && 'idempotencyKey' in kept;

/**
 * The editor's draft for one member and counsel: `loaded` once IndexedDB has answered (with the saved
 * draft, if any); `save` keeps the latest draft (debounced), `clear` forgets it after a successful save.
 */
export function useReviewDraft(memberId: number, counselId: number) {
  const key = `${memberId}:${counselId}`;
  const [loaded, setLoaded] = useState<{ draft: ReviewDraft | null } | null>(null);
  // 'saved' once the latest draft is in IndexedDB: the form says so, and a test can wait for it.
  const [status, setStatus] = useState<'pending' | 'saved' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<ReviewDraft | null>(null);

  useEffect(() => {
    let live = true;
    get<unknown>(key, store())
      .then((draft) => live && setLoaded({ draft: isDraft(draft) ? draft : null }))
      .catch(() => live && setLoaded({ draft: null }));
    return () => {
      live = false;
    };
  }, [key]);

  const write = useCallback(() => {
    const draft = latest.current;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!draft) return;
    latest.current = null;
    void set(key, draft, store())
      .then(() => setStatus((s) => (latest.current ? s : 'saved')))
      .catch((err) => logFailure('editor: draft not kept', err));
  }, [key]);

  // Leaving the page (reload, closing the tab) writes what is still waiting for the debounce.
  useEffect(() => {
    window.addEventListener('pagehide', write);
    return () => window.removeEventListener('pagehide', write);
  }, [write]);

  const save = useCallback(
    (draft: ReviewDraft) => {
      latest.current = draft;
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(write, 300);
    },
    [write],
  );

  const clear = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    latest.current = null;
    setStatus(null);
    await del(key, store()).catch(() => {});
  }, [key]);

  return { loaded, status, save, clear };
}
