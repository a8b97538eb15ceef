import { fileUrl, imageOf } from './files';
import type { ClinicSummary, Image, Photo } from '../schemas/entities';

// Every row→API mapping that more than one resource shares lives here (spec §3 names).

export const joinAddress = (road: string | null, detail: string | null) => [road, detail].filter(Boolean).join(' ');

export interface ClinicSummaryRow {
  id: number;
  name: string;
  road_address: string | null;
  detail_address: string | null;
  profile_image: string | null;
}

export const toClinicSummary = (row: ClinicSummaryRow): ClinicSummary => ({
  id: row.id,
  name: row.name,
  address: joinAddress(row.road_address, row.detail_address),
  profileImage: imageOf(row.profile_image),
});

export const toImages = (paths: string[]): Image[] => paths.map((p) => ({ url: fileUrl(p) }));

export type PhotoRow = Omit<Photo, 'url'>;
export const toPhotos = (rows: PhotoRow[]): Photo[] => rows.map((p) => ({ url: fileUrl(p.path), ...p }));

/** Ratings are stored with two decimals; counts may arrive as strings from some drivers. */
export const ratingOf = (avg: number | string) => Math.round(Number(avg) * 100) / 100;
