import type { ExternalChannel } from '@/contracts/notifications';
import type { Channel } from './channel';
import { emailChannel } from './email';
import { kakaoChannel } from './kakao';
import { lineChannel } from './line';
import { pushChannel } from './push';

/** Every channel outside the app, by id: the delivery job (backend/notifications/deliver.ts) picks from these. */
export const CHANNELS: Record<ExternalChannel, Channel> = {
  push: pushChannel(),
  email: emailChannel,
  kakao: kakaoChannel,
  line: lineChannel,
};

export type { Channel, OutgoingMessage, RecipientAddress, SendResult } from './channel';
