import type { InferColumnsDataTypes } from 'drizzle-orm';
import { clinics, reviewPhotos } from '../db/schema';
import { fileUrl, imageOf } from './files';
import { toIso, type JsonRow } from './sql';
import type { ClinicSummary, Image, Photo, Verification } from '../schemas/entities';

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

/** The photo columns a review's photo lists aggregate (as JSON objects). */
export const photoColumns = {
  path: reviewPhotos.path,
  name: reviewPhotos.name,
  type: reviewPhotos.type,
  size: reviewPhotos.size,
  hash: reviewPhotos.hash,
  takenAt: reviewPhotos.takenAt,
};

export const toPhotos = (rows: JsonRow<typeof photoColumns>[]): Photo[] =>
  rows.map((p) => ({ url: fileUrl(p.path), path: p.path, name: p.name, type: p.type, size: p.size, hash: p.hash, takenAt: toIso(p.takenAt) }));

/** The stored verification (BOOKED…) as the API names it (booked…). */
export const toVerification = (v: 'BOOKED' | 'CONSULTED' | 'TREATED'): Verification => v.toLowerCase() as Verification;
