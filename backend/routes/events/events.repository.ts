import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Lang } from '../../lib/params';
import { firstRow, jsonList, nameCol, pageWithTotal, rows, toIso, whereAll } from '../../lib/sql';
import { imageOf } from '../../lib/files';
import { ratingOf, toClinicSummary, toImages, type ClinicSummaryRow } from '../../lib/dto';
import type { Event, NamedRef } from '../../schemas/entities';
import { treatmentLinkConditions, type TaxonomyFilter } from '../../lib/taxonomy-filter';

interface EventRow {
  id: number;
  title: string;
  content: string | null;
  card_image: string | null;
  main_image: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  average_rating: number | string;
  review_count: number;
  treatments: NamedRef[];
  detail_images: string[];
  clinic: ClinicSummaryRow;
}

const toEvent = (r: EventRow): Event => ({
  id: r.id,
  title: r.title,
  content: r.content,
  cardImage: imageOf(r.card_image),
  mainImage: imageOf(r.main_image),
  detailImages: toImages(r.detail_images),
  treatments: r.treatments,
  clinic: toClinicSummary(r.clinic),
  startsAt: toIso(r.starts_at),
  endsAt: toIso(r.ends_at),
  averageRating: ratingOf(r.average_rating),
  reviewCount: Number(r.review_count),
});

const selectEvents = (ids: SQL, lang: Lang) => sql`
  select e.id, e.title, e.content, e.card_image, e.main_image, e.starts_at, e.ends_at, e.average_rating, e.review_count,
    ${jsonList(sql`select json_agg(json_build_object('id', t.id, 'name', ${nameCol('t', lang)}) order by t.id)
      from event_treatments et join treatments t on t.id = et.treatment_id where et.event_id = e.id`)} as treatments,
    ${jsonList(sql`select json_agg(ei.path order by ei.position, ei.id) from event_images ei where ei.event_id = e.id`)}
      as detail_images,
    json_build_object('id', c.id, 'name', c.name, 'road_address', c.road_address,
      'detail_address', c.detail_address, 'profile_image', c.profile_image) as clinic
  from (${ids}) page join events e on e.id = page.id join clinics c on c.id = e.clinic_id
  order by e.review_count desc, e.id`;

export async function getEvent(db: DbOrTx, id: number, lang: Lang): Promise<Event | undefined> {
  const row = await firstRow<EventRow>(db, selectEvents(sql`select ${id}::int as id`, lang));
  return row && toEvent(row);
}

/** Full events for the ids a subquery yields (column `id`), e.g. a member's bookmarks; most reviewed first. */
export async function eventsIn(db: DbOrTx, ids: SQL, lang: Lang): Promise<Event[]> {
  return (await rows<EventRow>(db, selectEvents(ids, lang))).map(toEvent);
}

export async function listEvents(
  db: DbOrTx,
  q: TaxonomyFilter & { clinicId?: number; ongoing?: boolean; offset: number; limit: number; lang: Lang },
): Promise<{ data: Event[]; total: number }> {
  const where = whereAll([
    q.clinicId ? sql`e.clinic_id = ${q.clinicId}` : undefined,
    q.ongoing === undefined
      ? undefined
      : q.ongoing
        ? sql`(e.starts_at is null or e.starts_at <= now()) and (e.ends_at is null or e.ends_at >= now())`
        : sql`not ((e.starts_at is null or e.starts_at <= now()) and (e.ends_at is null or e.ends_at >= now()))`,
    ...treatmentLinkConditions(sql`e.id`, 'event_treatments', 'event_id', q),
  ]);
  const ids = sql`select e.id
    from events e where ${where} order by e.review_count desc, e.id offset ${q.offset} limit ${q.limit}`;
  return pageWithTotal(db, selectEvents(ids, q.lang), sql`select count(*) as total from events e where ${where}`, toEvent);
}
