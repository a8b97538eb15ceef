'use client';

import { toast } from '@/lib/toast';

/** How long the console offers 되돌리기 after a move (the server allows longer: COUNSEL_UNDO_SECONDS). */
export const UNDO_TOAST_MS = 10_000;

/**
 * A toast saying what was done, with a button that takes it back. It lives outside the card that made it (a
 * move can take the card off a filtered list), so it is given its texts and the undo itself. `id` names what
 * it is about: a later offer for the same thing replaces it, since only the latest move can be undone.
 */
export function offerUndo({
  id,
  message,
  undoLabel,
  onUndo,
}: {
  id: string;
  message: string;
  undoLabel: string;
  onUndo: () => void;
}) {
  toast.success(
    (shown) => (
      <span className="undo-toast">
        <span>{message}</span>
        <button
          type="button"
          className="undo-toast__button"
          onClick={() => {
            toast.dismiss(shown.id);
            onUndo();
          }}
        >
          {undoLabel}
        </button>
      </span>
    ),
    { id, duration: UNDO_TOAST_MS },
  );
}
