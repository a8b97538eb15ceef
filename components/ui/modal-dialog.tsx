'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from './icons/close';
import styles from './modal.module.css';

export type ModalVariant = 'sheet' | 'fullscreen' | 'center';

// The dialog itself, on Radix Dialog. Pages use `Modal` (./modal.tsx), which loads this file the first
// time a dialog opens, so Radix is never part of a page's first load.

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's name: a heading on 'sheet' and 'center', read out only (visually hidden) on 'fullscreen'. */
  title: string;
  children: ReactNode;
  variant?: ModalVariant;
  /** Element to focus on open; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Element to focus on close; defaults to whatever was focused when the dialog opened. */
  finalFocus?: RefObject<HTMLElement | null>;
  /** aria-label of a close (×) button beside the heading of 'sheet' / 'center'; no button without it. */
  closeLabel?: string;
  /** Extra class on the dialog panel. */
  className?: string;
}

/**
 * A modal dialog on Radix Dialog (focus trapped, Escape and a press outside close it, the page behind
 * is inert and does not scroll, focus goes back on close), styled as a bottom sheet, a centred card or a
 * full-screen media viewer.
 *
 *   const [open, setOpen] = useState(false);
 *   <Modal open={open} onClose={() => setOpen(false)} title="정렬" closeLabel="닫기">…</Modal>
 */
export default function ModalDialog({
  open,
  onClose,
  title,
  children,
  variant = 'sheet',
  initialFocus,
  finalFocus,
  closeLabel,
  className,
}: ModalProps) {
  const heading = variant !== 'fullscreen';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        {/* The panel sits inside the overlay so the overlay can place it (bottom, centre, full screen). */}
        <Dialog.Overlay className={`${styles.backdrop} ${styles[variant]}`}>
          <Dialog.Content
            aria-modal="true"
            aria-describedby={undefined}
            className={`${styles.panel}${className ? ` ${className}` : ''}`}
            onOpenAutoFocus={(e) => {
              if (!initialFocus?.current) return;
              e.preventDefault();
              initialFocus.current.focus({ preventScroll: true });
            }}
            onCloseAutoFocus={(e) => {
              if (!finalFocus?.current?.isConnected) return;
              e.preventDefault();
              finalFocus.current.focus({ preventScroll: true });
            }}
          >
            {heading ? (
              <div className={styles.header}>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                {closeLabel && (
                  <Dialog.Close className={`icon-button ${styles.close}`} aria-label={closeLabel}>
                    <CloseIcon />
                  </Dialog.Close>
                )}
              </div>
            ) : (
              <Dialog.Title className="visually-hidden">{title}</Dialog.Title>
            )}
            {children}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
