'use client';

import { Toaster as HotToaster } from 'react-hot-toast';

// Spec §9: toasts top-right, closing after 5000 ms.
export function Toaster() {
  return <HotToaster position="top-right" toastOptions={{ duration: 5000, style: { fontSize: 14, maxWidth: 340 } }} />;
}
