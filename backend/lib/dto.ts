import type { InferColumnsDataTypes } from 'drizzle-orm';
import { clinics, reviewPhotos } from '../db/schema';
import { fileUrl, imageOf } from './files';
import { toIso, type JsonRow } from './sql';
import type { ClinicSummary } from '@/contracts/clinics';
import type { Image } from '@/contracts/common';
import type { OwnPhoto, Photo, Verification } from '@/contracts/reviews';
import { daysAfterTreatment } from '@/contracts/treatment-days';

// Every row→API mapping that more than one resource shares lives here (the API's field names), with the schema
// columns it reads: a query selects these, so the mapper's input type is the query's row type.

export const joinAddress = (road: string | null, detail: string | null) => [road, detail].filter(Boolean).join(' ');

/** The clinic columns behind a ClinicSummary: select them as a nested object, `clinic: clinicSummaryColumns`. */
export const clinicSummaryColumns = {
  id: clinics.id,
  name: clinics.name,
  roadAddress: clinics.roadAddress,
  detailAddress: clinics.detailAddress,
  profileImage: clinics.profileImage,
};

export const toClinicSummary = (c: InferColumnsDataTypes<typeof clinicSummaryColumns>): ClinicSummary => ({
  id: c.id,
  name: c.name,
  address: joinAddress(c.roadAddress, c.detailAddress),
  profileImage: imageOf(c.profileImage),
});

export const toImages = (paths: string[]): Image[] => paths.map((p) => ({ url: fileUrl(p) }));

/** What a public photo is read from: the stored copy, and its capture time for the day label (never sent). */
export const publicPhotoColumns = {
  path: reviewPhotos.path,
  takenAt: reviewPhotos.takenAt,
};

/** The photo columns of the writer's own review (the editor keeps each photo as the entry it uploaded). */
export const photoColumns = {
  ...publicPhotoColumns,
  name: reviewPhotos.name,
  type: reviewPhotos.type,
  size: reviewPhotos.size,
  hash: reviewPhotos.hash,
};

type PhotoKind = (typeof reviewPhotos.kind.enumValues)[number];

/**
 * A photo as anyone may see it: the served URL and, for an after photo, the N of '시술 후 N일'. The original
 * name, size, hash, type and capture time stay on the server (a name or a time can say who took it).
 */
export const toPublicPhoto = (
  p: JsonRow<typeof publicPhotoColumns>,
  kind: PhotoKind,
  treatedOn: string | null,
): Photo => ({
  url: fileUrl(p.path),
  daysAfterTreatment: kind === 'AFTER' && p.takenAt ? daysAfterTreatment(treatedOn, toIso(p.takenAt)) : null,
});

/** The writer's own photo: the public fields and the entry the editor sends back unchanged. */
export const toOwnPhoto = (p: JsonRow<typeof photoColumns>, kind: PhotoKind, treatedOn: string | null): OwnPhoto => ({
  ...toPublicPhoto(p, kind, treatedOn),
  path: p.path,
  name: p.name,
  type: p.type,
  size: p.size,
  hash: p.hash,
  takenAt: toIso(p.takenAt),
});

/** The stored verification (BOOKED…) as the API names it (booked…). */
export const toVerification = (v: 'BOOKED' | 'CONSULTED' | 'TREATED'): Verification => v.toLowerCase() as Verification;
