'use client';

import { memberResponse } from '@/lib/swr/member-fetch';
import { bffClient } from './bff-client';

/**
 * The typed client with the member's fetch: a 401 goes to /login. Loaded on first use (lib/swr/member-call.ts),
 * so the public pages that may call it (a bookmark, '도움이 돼요') do not carry it in their first load.
 */
export const memberApi = bffClient(memberResponse);
