import { z } from '@hono/zod-openapi';
import { bookmarkableType } from '@/lib/schemas/common';
import { counselStateEnum } from '../db/schema';
import { ClinicSchema, DoctorSchema, EventSchema, ImageSchema, ReviewSchema } from './entities';

// Response shapes of the member calls (Member, Auth result, Bookmark, Counsel).

/** The member: nickname and token {id, type}. */
export const MemberInfoSchema = z
  .object({
    nickname: z.string().nullable(),
    token: z.object({ id: z.number().int(), type: z.literal('MEMBER') }),
    healthConsent: z.boolean().openapi({
      description: 'Whether the member agreed to the processing of health information (needed before a review with photos; PUT/DELETE /member/health-consent)',
    }),
  })
  .openapi('MemberInfo');

/** The member info of the request's member (my-info answers). */
export const memberInfoOf = (m: { id: number; nickname: string | null; healthConsent: boolean }): MemberInfo => ({
  nickname: m.nickname,
  token: { id: m.id, type: 'MEMBER' },
  healthConsent: m.healthConsent,
});

/** The auth result: an access token and a refresh token. */
export const AuthResultSchema = z
  .object({
    token: z.string().openapi({ description: 'Access token (HS256 JWT, short-lived): claims id, type, sv, iat, exp' }),
    refreshToken: z.string().openapi({ description: 'Opaque rotating refresh token for POST /auth/refresh' }),
  })
  .openapi('AuthResult');

export const BookmarkSchema = z
  .object({ id: z.number().int(), bookmarkableType: bookmarkableType('bookmarkableType'), bookmarkableId: z.number().int() })
  .openapi('Bookmark');

const bookmarkId = { bookmarkId: z.number().int().openapi({ description: 'Id of the bookmark, for DELETE /member/bookmarks/{id}' }) };

export const BookmarkedEntitiesSchema = z
  .object({
    clinics: z.array(ClinicSchema.extend(bookmarkId).openapi('BookmarkedClinic')),
    doctors: z.array(DoctorSchema.extend(bookmarkId).openapi('BookmarkedDoctor')),
    events: z.array(EventSchema.extend(bookmarkId).openapi('BookmarkedEvent')),
    reviews: z.array(ReviewSchema.extend(bookmarkId).openapi('BookmarkedReview')),
  })
  .openapi('BookmarkedEntities');

export const CounselSchema = z
  .object({
    id: z.number().int(),
    created_at: z.string().openapi({ format: 'date-time' }),
    clinic_id: z.number().int(),
    sourceType: bookmarkableType('sourceType'),
    sourceId: z.number().int(),
    state: z.enum(counselStateEnum.enumValues),
    content: z.string(),
    review_id: z.number().int().nullable().openapi({ description: 'null until a review is written' }),
    clinic: z.object({ name: z.string(), profileImage: ImageSchema.nullable() }),
    source: z
      .union([z.object({ name: z.string() }), z.object({ title: z.string() })])
      .nullable()
      .openapi({ description: 'name for CLINIC/DOCTOR, title for EVENT/REVIEW; null if the source was deleted' }),
  })
  .openapi('Counsel');

export type MemberInfo = z.infer<typeof MemberInfoSchema>;
export type AuthResult = z.infer<typeof AuthResultSchema>;
export type Bookmark = z.infer<typeof BookmarkSchema>;
export type BookmarkedEntities = z.infer<typeof BookmarkedEntitiesSchema>;
export type Counsel = z.infer<typeof CounselSchema>;
