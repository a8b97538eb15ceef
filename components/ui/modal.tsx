'use client';

import { clientOnly } from './client-only';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { ModalProps } from './modal-dialog';

export type { ModalProps, ModalVariant } from './modal-dialog';

const load = () => import('./modal-dialog');
const ModalDialog = clientOnly(() => load().then((m) => m.default));

/**
 * A modal dialog (focus trapped, Escape and a press outside close it, the page behind is inert and does not
 * scroll, focus goes back on close), styled as a bottom sheet, a centred card or a full-screen media viewer.
 * Its code (Radix Dialog) is fetched when the browser is idle after the page has loaded, or at the latest
 * when a dialog first opens; until then nothing is rendered. Once opened it stays mounted, so closing runs
 * the dialog's own focus return.
 *
 *   const [open, setOpen] = useState(false);
 *   <Modal open={open} onClose={() => setOpen(false)} title="정렬" closeLabel="닫기">…</Modal>
 */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true); // adjusting state while rendering: no extra effect pass
  useEffect(() => whenIdle(() => void load()), []);
  if (!used && !props.open) return null;
  return <ModalDialog {...props} />;
}
