'use client';

import { createStore, del, get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorState } from './editor-state';
import { logFailure } from '@/lib/client-log';

// Drafts live in IndexedDB, which keeps the chosen files themselves (Blobs), so a reload loses nothing.
const store = () => createStore('beautynote', 'review-drafts');

/**
 * The editor's draft for one member and counsel: `loaded` once IndexedDB has answered (with the saved
 * draft, if any); `save` keeps the latest state (debounced), `clear` forgets it after a successful save.
 */
export function useReviewDraft(memberId: number, counselId: number) {
  const key = `${memberId}:${counselId}`;
  const [loaded, setLoaded] = useState<{ draft: EditorState | null } | null>(null);
  // 'saved' once the latest state is in IndexedDB: the form says so, and a test can wait for it.
  const [status, setStatus] = useState<'pending' | 'saved' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<EditorState | null>(null);

  useEffect(() => {
    let live = true;
    get<EditorState>(key, store())
      .then((draft) => live && setLoaded({ draft: draft ?? null }))
      .catch(() => live && setLoaded({ draft: null }));
    return () => {
      live = false;
    };
  }, [key]);

  const write = useCallback(() => {
    const state = latest.current;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!state) return;
    latest.current = null;
    void set(key, state, store())
      .then(() => setStatus((s) => (latest.current ? s : 'saved')))
      .catch((err) => logFailure('editor: draft not kept', err));
  }, [key]);

  // Leaving the page (reload, closing the tab) writes what is still waiting for the debounce.
  useEffect(() => {
    window.addEventListener('pagehide', write);
    return () => window.removeEventListener('pagehide', write);
  }, [write]);

  const save = useCallback(
    (state: EditorState) => {
      latest.current = state;
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
