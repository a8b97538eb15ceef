'use client';

import { usePathname } from 'next/navigation';
import { useState, type PointerEvent } from 'react';
import { Toaster as HotToaster, ToastBar, toast as hotToast, type Toast } from 'react-hot-toast';
import { dismissShare, dragDismisses } from './toast-drag';

// Toasts top-right, closing after 5000 ms, dismissed by a sideways drag.
export function Toaster() {
  const share = dismissShare(usePathname());
  return (
    <HotToaster position="top-right" toastOptions={{ duration: 5000, style: { fontSize: 14, maxWidth: 340 } }}>
      {(t) => <DraggableToast toast={t} share={share} />}
    </HotToaster>
  );
}

/** A toast that follows a horizontal drag and is dismissed once dragged `share` of its width (or off the screen's edge, or flicked). */
function DraggableToast({ toast, share }: { toast: Toast; share: number }) {
  const [drag, setDrag] = useState<{ pointer: number; x: number; width: number; at: number } | null>(null);
  const [dx, setDx] = useState(0);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    // A button inside the toast (되돌리기) must get its click: capturing the pointer would take it away.
    if (e.button !== 0 || (e.target as Element).closest('button')) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({
      pointer: e.pointerId,
      x: e.clientX,
      width: e.currentTarget.getBoundingClientRect().width,
      at: e.timeStamp,
    });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag?.pointer === e.pointerId) setDx(e.clientX - drag.x);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (drag?.pointer !== e.pointerId) return;
    setDrag(null);
    const end = {
      dx: e.clientX - drag.x,
      width: drag.width,
      endX: e.clientX,
      viewport: window.innerWidth,
      ms: e.timeStamp - drag.at,
    };
    if (dragDismisses(end, share)) hotToast.dismiss(toast.id);
    else setDx(0);
  };
  const cancel = () => {
    setDrag(null);
    setDx(0);
  };

  return (
    <div
      data-testid="toast"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={cancel}
      style={{
        // Vertical swipes still scroll the page; horizontal ones drag the toast.
        touchAction: 'pan-y',
        cursor: 'grab',
        transform: dx ? `translateX(${dx}px)` : undefined,
        opacity: dx && drag ? Math.max(0.2, 1 - Math.abs(dx) / drag.width) : undefined,
        transition: drag ? 'none' : 'transform 150ms ease-out, opacity 150ms ease-out',
      }}
    >
      <ToastBar toast={toast} />
    </div>
  );
}
