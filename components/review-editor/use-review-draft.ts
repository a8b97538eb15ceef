'use client';

import { createStore, del, get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Named } from '@/lib/forms/multi-select';
import { amountOf, type ReviewDraft } from './editor-state';
import { logFailure } from '@/lib/client-log';

// Drafts live in IndexedDB, which keeps the chosen files themselves (Blobs), so a reload loses nothing.
const store = () => createStore('beautynote', 'review-drafts');

const isDraft = (kept: unknown): kept is ReviewDraft =>
  typeof kept === 'object' && kept !== null && 'values' in kept && 'files' in kept && 'idempotencyKey' in kept;

/** A photo as the editor kept it before its values were the review body: the file and, once sent, its entry. */
interface EarlierPhoto {
  hash: string;
  name: string;
  type: string;
  size: number;
  file?: Blob;
  entry?: { url?: string; path: string; name: string; type: string; size: number; hash: string };
}

/** A draft kept before the editor's values were the review body (its screen state, texts for numbers and choices). */
interface EarlierDraft {
  doctors: Named[];
  eventId: string;
  treatments: Named[];
  rating: string;
  title: string;
  content: string;
  before: EarlierPhoto[];
  after: EarlierPhoto[];
  pricePaid: string;
  priceMatched: '' | 'SAME' | 'DIFFERENT' | 'NOT_SHOWN';
  treatedOn: string;
  incentive: '' | 'yes' | 'no';
  idempotencyKey: string;
}

const isEarlierDraft = (kept: unknown): kept is EarlierDraft =>
  typeof kept === 'object' &&
  kept !== null &&
  'idempotencyKey' in kept &&
  Array.isArray((kept as EarlierDraft).before) &&
  Array.isArray((kept as EarlierDraft).after) &&
  typeof (kept as EarlierDraft).rating === 'string';

/**
 * An earlier draft as today's: what the member had written is kept across the editor's change (the counsel's ids are
 * the page's own, set when the draft is used).
 */
export function upgradeDraft(kept: EarlierDraft, counselId: number): ReviewDraft {
  const files: ReviewDraft['files'] = {};
  const photos = (list: EarlierPhoto[]) =>
    list.map((p) => {
      if (p.file) files[p.hash] = p.file;
      return p.entry ?? { path: '', name: p.name, type: p.type, size: p.size, hash: p.hash };
    });
  return {
    values: {
      counsel_id: counselId,
      clinic_id: 0,
      doctors: kept.doctors,
      event_id: kept.eventId ? Number(kept.eventId) : null,
      treatments: kept.treatments,
      rating: Number(kept.rating) || 5,
      title: kept.title,
      content: kept.content,
      beforePhotos: photos(kept.before),
      afterPhotos: photos(kept.after),
      pricePaid: amountOf(kept.pricePaid),
      priceMatched: kept.priceMatched || null,
      treatedOn: kept.treatedOn || null,
      incentive: kept.incentive === '' ? null : kept.incentive === 'yes',
    },
    files,
    idempotencyKey: kept.idempotencyKey,
  };
}

const draftOf = (kept: unknown, counselId: number): ReviewDraft | null =>
  isDraft(kept) ? kept : isEarlierDraft(kept) ? upgradeDraft(kept, counselId) : null;

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
      .then((draft) => live && setLoaded({ draft: draftOf(draft, counselId) }))
      .catch(() => live && setLoaded({ draft: null }));
    return () => {
      live = false;
    };
  }, [key, counselId]);

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
