'use client';

import { createStore, del, get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorState } from './editor-state';

// Drafts live in IndexedDB, which keeps the chosen files themselves (Blobs), so a reload loses nothing.
const store = () => createStore('beautynote', 'review-drafts');

/**
 * The editor's draft for one member and counsel: `loaded` once IndexedDB has answered (with the saved
 * draft, if any); `save` keeps the latest state (debounced), `clear` forgets it after a successful save.
 */
export function useReviewDraft(memberId: number, counselId: number) {
  const key = `${memberId}:${counselId}`;
  const [loaded, setLoaded] = useState<{ draft: EditorState | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let live = true;
    get<EditorState>(key, store())
      .then((draft) => live && setLoaded({ draft: draft ?? null }))
      .catch(() => live && setLoaded({ draft: null }));
    return () => {
      live = false;
    };
  }, [key]);

  const save = useCallback(
    (state: EditorState) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void set(key, state, store()).catch((err) => console.error('[editor] draft not kept', err)), 400);
    },
    [key],
  );

  const clear = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    await del(key, store()).catch(() => {});
  }, [key]);

  return { loaded, save, clear };
}
