'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { onFirstToast } from '@/lib/toast';

/** Where the toaster mounts, once the page shows its first toast (lib/toast.ts); nothing before that. */
export function ToasterSlot() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      onFirstToast(() => {
        void import('./toaster').then((m) => setToaster(() => m.Toaster));
      }),
    [],
  );
  return Toaster ? <Toaster /> : null;
}
