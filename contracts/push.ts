import { z } from 'zod';

// A browser's Web Push subscription as PushSubscription.toJSON() gives it: the push service's endpoint and the
// keys the payload is encrypted to. Saved by the member's browser after a booking (components/member/push-optin.tsx).

/** base64url (as browsers give it, without padding) of exactly `bytes` bytes. */
const base64url = (name: string, bytes: number) =>
  z
    .string({ error: `${name} is required` })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), `${name} must be ${bytes} bytes in base64url`);

export const pushEndpoint = z
  .url({ protocol: /^https$/, error: 'endpoint must be an https URL' })
  .max(2048, 'endpoint is at most 2048 characters');

export const savePushSubscriptionBody = z
  .object({
    endpoint: pushEndpoint,
    keys: z.object({
      p256dh: base64url('keys.p256dh', 65).meta({ description: 'The P-256 public key, uncompressed (65 bytes)' }),
      auth: base64url('keys.auth', 16).meta({ description: 'The 16-byte authentication secret' }),
    }),
  })
  .meta({ id: 'SavePushSubscriptionBody' });

export const PushSubscriptionSchema = z
  .object({ id: z.number().int(), endpoint: z.string() })
  .meta({ id: 'PushSubscription' });

export const VapidKeySchema = z
  .object({
    publicKey: z.string().meta({ description: 'The VAPID public key (base64url) to subscribe with' }),
  })
  .meta({ id: 'VapidKey' });
