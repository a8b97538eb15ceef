'use client';

import { Modal } from './modal';

/**
 * A yes/no question before something that cannot be undone (taking a review down, canceling a booking):
 * the text, the confirming button first, then the way back. While `busy` both buttons wait and the dialog
 * does not close.
 */
export function ConfirmDialog({
  open,
  busy,
  title,
  text,
  confirmLabel,
  backLabel,
  closeLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  backLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={() => !busy && onClose()} title={title} variant="center" closeLabel={closeLabel}>
      <div className="section">
        <p>{text}</p>
        <div className="consent__actions">
          <button type="button" className="button" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {backLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
