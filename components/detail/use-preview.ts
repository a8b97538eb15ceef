'use client';

import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { parsePreview } from '@/lib/schemas/preview';
import { logFailure } from '@/lib/client-log';

export type PreviewState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Reads a preview payload from localStorage after mount (the server never sees it). */
export function usePreview<T extends z.ZodType>(key: string, schema: T): PreviewState<z.infer<T>> {
  const [state, setState] = useState<PreviewState<z.infer<T>>>({ status: 'loading' });
  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch (err) {
      logFailure('preview storage unavailable', err);
    }
    const data = parsePreview(raw, schema);
    // Reading storage is the external system this effect syncs from; it only exists after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(data ? { status: 'ready', data } : { status: 'error' });
  }, [key, schema]);
  return state;
}
