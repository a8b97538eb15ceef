import { toast } from '@/lib/toast';
import { InfoIcon } from '@/components/ui/icons/info';
import { NoteIcon } from '@/components/ui/icons/note';

// Information toasts carry the app's own icons: an emoji icon draws as an empty box on a phone or machine
// without an emoji font.
const icon = (Icon: typeof InfoIcon) => <Icon width={20} height={20} className="toast-icon" />;

/** A neutral notice (not a success or an error): something the person should know. */
export const infoToast = (message: string) => toast(message, { icon: icon(InfoIcon) });

/** A draft brought back into a form. */
export const draftToast = (message: string) => toast(message, { icon: icon(NoteIcon) });
