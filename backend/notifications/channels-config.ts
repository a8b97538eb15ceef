import { EXTERNAL_CHANNELS, type ExternalChannel } from '@/contracts/notifications';
import { CHANNELS } from './channels';

/**
 * The channels outside the app this instance can send on, as each channel says from its variables (push: both
 * VAPID keys and a contact; email: an SMTP server; 알림톡: its API, key and sender key; LINE: a channel access
 * token). A delivery is written only for these (an unconfigured channel would only pile up dead rows).
 */
export function configuredChannels(): ReadonlySet<ExternalChannel> {
  return new Set(EXTERNAL_CHANNELS.filter((ch) => CHANNELS[ch].configured()));
}
