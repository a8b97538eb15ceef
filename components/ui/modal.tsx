'use client';

import { useEffect, useId, useRef, useSyncExternalStore, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

export type ModalVariant = 'sheet' | 'fullscreen' | 'center';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable descendants in tab order that are actually rendered (not display:none / hidden). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

// Open dialogs, innermost last: only the top one traps focus and answers Escape.
const stack: HTMLElement[] = [];
const isTop = (el: HTMLElement) => stack[stack.length - 1] === el;

// Body scroll lock shared by nested dialogs.
let locks = 0;
let savedOverflow = '';
function lockScroll() {
  if (locks++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}
function unlockScroll() {
  if (--locks === 0) document.body.style.overflow = savedOverflow;
}

/**
 * Keeps keyboard focus inside `ref` while `active`: Tab / Shift+Tab wrap around its focusable elements, and
 * focus that lands outside (a click on the page behind, a script) is pulled back in. With nothing focusable
 * the container itself takes focus (give it tabIndex={-1}). Nested traps: the most recently activated wins.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    stack.push(root);

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !isTop(root)) return;
      const items = focusableIn(root);
      if (items.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement as HTMLElement | null;
      const inside = current !== null && root.contains(current);
      if (e.shiftKey && (!inside || current === first || current === root)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (!inside || current === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (!isTop(root)) return;
      const target = e.target as Node | null;
      if (target && !root.contains(target)) (focusableIn(root)[0] ?? root).focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const at = stack.lastIndexOf(root);
      if (at >= 0) stack.splice(at, 1);
    };
  }, [ref, active]);
}

const subscribeNothing = () => () => {};
/** false during SSR and hydration, true afterwards: portals need document.body. */
const useIsClient = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * The dialog's name. 'sheet' and 'center' show it as a heading (and name the dialog after it) unless
   * `labelledBy` is given; 'fullscreen' uses it as aria-label only.
   */
  title: string;
  children: ReactNode;
  variant?: ModalVariant;
  /** id of an element inside `children` that names the dialog; the built-in heading is then omitted. */
  labelledBy?: string;
  /** Element to focus on open; defaults to the first focusable element (else the dialog itself). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Element to focus on close; defaults to whatever was focused when the dialog opened. */
  finalFocus?: RefObject<HTMLElement | null>;
  /** aria-label of a close (×) button in the built-in heading of 'sheet' / 'center'; no button without it. */
  closeLabel?: string;
  /** Extra class on the dialog panel. */
  className?: string;
}

/**
 * Accessible modal dialog rendered in a portal on document.body: role="dialog" aria-modal, focus trapped
 * (Tab / Shift+Tab cycle), Escape and a backdrop click close it, the page behind does not scroll, and focus
 * goes back to the opener (or `finalFocus`) on close.
 *
 *   const [open, setOpen] = useState(false);
 *   <Modal open={open} onClose={() => setOpen(false)} title="정렬" closeLabel="닫기">…</Modal>
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant = 'sheet',
  labelledBy,
  initialFocus,
  finalFocus,
  closeLabel,
  className,
}: ModalProps) {
  const isClient = useIsClient();
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const pressedOnBackdrop = useRef(false);
  // Latest callbacks/refs without re-running the open/close effect on every render.
  const latest = useRef({ onClose, initialFocus, finalFocus });
  useEffect(() => {
    latest.current = { onClose, initialFocus, finalFocus };
  });

  const shown = open && isClient;
  useFocusTrap(panel, shown);

  useEffect(() => {
    if (!shown) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root) {
      const target = latest.current.initialFocus?.current ?? focusableIn(root)[0] ?? root;
      target.focus({ preventScroll: true });
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || !root || !isTop(root)) return;
      e.preventDefault();
      latest.current.onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    lockScroll();
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      const back = latest.current.finalFocus?.current ?? opener;
      if (back && back.isConnected) back.focus({ preventScroll: true });
    };
  }, [shown]);

  if (!shown) return null;

  const showHeading = !labelledBy && variant !== 'fullscreen';
  const nameProps = labelledBy
    ? { 'aria-labelledby': labelledBy }
    : showHeading
      ? { 'aria-labelledby': headingId }
      : { 'aria-label': title };

  // Close only when both press and release happen on the backdrop itself: a drag (e.g. a swipe) that starts
  // in the panel and ends outside it must not close the dialog.
  const onBackdropDown = (e: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = e.target === e.currentTarget;
  };
  const onBackdropClick = (e: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && e.target === e.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return createPortal(
    <div className={`${styles.backdrop} ${styles[variant]}`} onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        {...nameProps}
        tabIndex={-1}
        className={`${styles.panel}${className ? ` ${className}` : ''}`}
      >
        {showHeading && (
          <div className={styles.header}>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {closeLabel && (
              <button type="button" className={`icon-button ${styles.close}`} aria-label={closeLabel} onClick={onClose}>
                <CloseIcon />
              </button>
            )}
          </div>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
