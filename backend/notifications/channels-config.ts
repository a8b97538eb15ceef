import type { ExternalChannel } from '@/contracts/notifications';
import { env } from '../env';

/**
 * The channels outside the app this instance can send on, from its environment: a delivery is written only for
 * these (an unconfigured channel would only pile up dead rows).
 */
export function configuredChannels(): ReadonlySet<ExternalChannel> {
  const e = env();
  const on = new Set<ExternalChannel>();
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) on.add('push');
  if (e.SMTP_URL) on.add('email');
  if (e.KAKAO_ALIMTALK_URL) on.add('kakao');
  if (e.LINE_CHANNEL_ACCESS_TOKEN) on.add('line');
  return on;
}
