import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

// The app's toasts, with react-hot-toast and the toaster fetched on the first one: no page loads them up front.
// Calls keep their order (each waits on the same import), and a toast made before the toaster is on screen is
// kept in react-hot-toast's store and shown when it mounts.
type Message = ValueOrFunction<Renderable, Toast>;
type Kind = 'blank' | 'success' | 'error';

let library: Promise<typeof import('react-hot-toast')> | undefined;
const waiting = new Set<() => void>();

function load() {
  if (!library) {
    library = import('react-hot-toast');
    for (const mount of waiting) mount();
  }
  return library;
}

/** Called by the layout's toaster slot: `mount` runs once a toast has been asked for (at once if one was). */
export function onFirstToast(mount: () => void): () => void {
  if (library) {
    mount();
    return () => {};
  }
  waiting.add(mount);
  return () => waiting.delete(mount);
}

const show = (kind: Kind) => (message: Message, options?: ToastOptions) => {
  void load().then(({ toast: hot }) => (kind === 'blank' ? hot(message, options) : hot[kind](message, options)));
};

export const toast = Object.assign(show('blank'), {
  success: show('success'),
  error: show('error'),
  dismiss: (id?: string) => {
    void load().then(({ toast: hot }) => hot.dismiss(id));
  },
});
