import { z } from 'zod';
import { langQuery, pagingQuery } from '@/contracts/common';
import { counselState } from '@/contracts/counsels';

// Query shapes of the partner console's calls through the BFF (the backend checks them again).

export const langOnly = z.object({ lang: langQuery });
export const counselQuery = z.object({ state: counselState('state').optional(), ...pagingQuery(20, 100) });
export const reviewQuery = z.object({ ...pagingQuery(10, 50), lang: langQuery });
export const auditQuery = z.object(pagingQuery(50, 200));
export const failedSignInsSeen = z.object({ through: z.iso.datetime({ offset: true, error: 'through must be an ISO date-time' }) });
