'use client';

import {
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { lazyPart, Unavailable, useMounted, type LazyOptions } from './client-only';

/** The child indexes from `root` down to `node`. */
function pathOf(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at = node; at !== root && at.parentElement; at = at.parentElement)
    path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}

/**
 * Calls `onMount` once the Suspense content it sits in (the live part) has mounted, before the browser paints it:
 * a tap on the live part is then never also noted as one on the fallback (and replayed a second time).
 */
function Mounted({ onMount }: { onMount: () => void }) {
  useLayoutEffect(onMount, [onMount]);
  return null;
}

/**
 * As clientOnly (client-only.tsx), but `fallback` shows on the server, during hydration and until the code is in: for a part
 * whose first state the server can render as it is (the action bar before the session is known), so that the
 * page looks the same and the part's code is not in the first load. A click on the fallback meanwhile is not
 * lost: the live part gets it as it mounts (its markup is the fallback's). Code that cannot be fetched leaves the
 * fallback in place (lazyPart).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options?: LazyOptions,
): ComponentType<P & { fallback: ReactNode }> {
  const Lazy = lazyPart(load, options);
  function Deferred({ fallback, ...props }: P & { fallback: ReactNode }) {
    const inBrowser = useMounted();
    const boxRef = useRef<HTMLSpanElement>(null);
    const earlyRef = useRef<number[] | null>(null);
    const focusRef = useRef<number[] | null>(null);
    const liveRef = useRef(false);
    const note = (event: MouseEvent) => {
      if (!liveRef.current && boxRef.current && event.target instanceof Element)
        earlyRef.current = pathOf(boxRef.current, event.target);
    };
    // Where focus was in the fallback: the live part replaces its elements, and focus goes back to the same place.
    const noteFocus = (event: FocusEvent) => {
      if (!liveRef.current && boxRef.current && event.target instanceof Element)
        focusRef.current = pathOf(boxRef.current, event.target);
    };
    // Clicks where the fallback was clicked before the code was in.
    const replay = useCallback(() => {
      liveRef.current = true;
      const at = (path: number[]) => {
        let node: Element | undefined = boxRef.current ?? undefined;
        for (const i of path) node = node?.children[i];
        return node instanceof HTMLElement ? node : undefined;
      };
      const focused = focusRef.current;
      focusRef.current = null;
      if (focused && (!document.activeElement || document.activeElement === document.body)) at(focused)?.focus();
      const tapped = earlyRef.current;
      earlyRef.current = null;
      if (tapped) at(tapped)?.click();
    }, []);
    // No box of its own: the wrapper is there to hear clicks on the fallback. A span, which may stand where a
    // div may not (inside a <p>, the HTML parser would close the paragraph before it and hydration would fail).
    return (
      <span ref={boxRef} style={{ display: 'contents' }} onClickCapture={note} onFocusCapture={noteFocus}>
        {inBrowser ? (
          <Suspense fallback={fallback}>
            <Unavailable value={fallback}>
              <Lazy {...(props as P)} />
            </Unavailable>
            <Mounted onMount={replay} />
          </Suspense>
        ) : (
          fallback
        )}
      </span>
    );
  }
  return Deferred;
}
