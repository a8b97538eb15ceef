import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { eventImages, events, eventTreatments, treatments } from '../../../db/schema';
import { ApiError } from '../../../lib/errors';
import type { Lang } from '../../../lib/params';
import { qb } from '../../../lib/sql';
import { eventStatus, seoulDayEnd, seoulDayOf, seoulDayStart } from '@/contracts/event-days';
import type { Event, EventWrite, StaffEvent } from '@/contracts/events';
import { columnsOf, LINKED, type ColumnMap } from '../../../lib/columns';
import { eventsIn, getEvent } from '../../events/events.repository';
import { unknownIds } from '../clinic/clinic.repository';
import { countEventTaxa, lockTaxonCounts } from '../../../lib/taxa';

export const withStatus = (event: Event, now = Date.now()): StaffEvent => ({
  ...event,
  status: eventStatus(event.startsAt, event.endsAt, now),
});

/** An event of the clinic; undefined for an unknown id or another clinic's event. */
export async function clinicEvent(
  db: DbOrTx,
  clinicId: number,
  eventId: number,
  lang: Lang,
): Promise<StaffEvent | undefined> {
  const event = await getEvent(db, eventId, lang);
  return event?.clinic.id === clinicId ? withStatus(event) : undefined;
}

/** The clinic's events, ended ones included, newest first. */
export async function listClinicEvents(db: DbOrTx, clinicId: number, lang: Lang): Promise<StaffEvent[]> {
  const query = () =>
    qb
      .select({ id: events.id })
      .from(events)
      .where(eq(events.clinicId, sql.placeholder('clinicId')))
      .orderBy(desc(events.id))
      .limit(1000);
  const list = await eventsIn(db, { key: 'staff', query, values: { clinicId } }, lang);
  const now = Date.now();
  return list.sort((a, b) => b.id - a.id).map((e) => withStatus(e, now));
}

/** The clinic's event row, locked for the write; undefined when it is not the clinic's. */
/** The event's title and content as stored (the wording check looks only at what a save changes). */
export async function storedEventTexts(tx: DbOrTx, eventId: number) {
  const [row] = await tx
    .select({ title: events.title, content: events.content })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export async function lockClinicEvent(tx: DbOrTx, clinicId: number, eventId: number) {
  const [row] = await tx
    .select({
      regularPrice: events.regularPrice,
      eventPrice: events.eventPrice,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.clinicId, clinicId)))
    .for('update');
  return row;
}

const bad = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', `Invalid body: ${field}`, { [field]: message });

/** The pair rules against what the event will be after the write (a PATCH may send one side only). */
export function checkEventPairs(after: {
  regularPrice: number | null;
  eventPrice: number | null;
  startsOn: string | null;
  endsOn: string | null;
}) {
  if (after.regularPrice !== null && after.eventPrice !== null && after.eventPrice > after.regularPrice) {
    throw bad('eventPrice', 'eventPrice must not be more than regularPrice');
  }
  if (after.startsOn && after.endsOn && after.startsOn > after.endsOn)
    throw bad('endsOn', 'endsOn must not be before startsOn');
}

/** Where each field of the contract's event body is stored. */
const EVENT_COLUMNS = {
  title: (title) => ({ title }),
  content: (content) => ({ content }),
  cardImage: (cardImage) => ({ cardImage }),
  mainImage: (mainImage) => ({ mainImage }),
  detailImages: LINKED,
  treatments: LINKED,
  regularPrice: (regularPrice) => ({ regularPrice }),
  eventPrice: (eventPrice) => ({ eventPrice }),
  vatIncluded: (vatIncluded) => ({ vatIncluded }),
  anesthesiaIncluded: (anesthesiaIncluded) => ({ anesthesiaIncluded }),
  aftercareIncluded: (aftercareIncluded) => ({ aftercareIncluded }),
  sessions: (sessions) => ({ sessions }),
  // The first and last day, in Korean time, stored as the instants the event starts and ends.
  startsOn: (day) => ({ startsAt: day ? seoulDayStart(day) : null }),
  endsOn: (day) => ({ endsAt: day ? seoulDayEnd(day) : null }),
} satisfies ColumnMap<EventWrite, typeof events.$inferInsert>;

async function writeLinks(tx: DbOrTx, eventId: number, body: EventWrite) {
  if (body.treatments) {
    const unknown = await unknownIds(tx, treatments, body.treatments);
    if (unknown.length) throw bad('treatments', `unknown treatment ids: ${unknown.join(', ')}`);
    // The event leaves the taxonomy counts with its old treatments and comes back with the new; the rows of
    // both are locked first, in key order.
    const old = await tx
      .select({ id: eventTreatments.treatmentId })
      .from(eventTreatments)
      .where(eq(eventTreatments.eventId, eventId));
    await lockTaxonCounts(
      tx,
      'event',
      old.map((r) => r.id),
      body.treatments,
    );
    await countEventTaxa(tx, eventId, -1);
    await tx.delete(eventTreatments).where(eq(eventTreatments.eventId, eventId));
    if (body.treatments.length)
      await tx.insert(eventTreatments).values(body.treatments.map((treatmentId) => ({ eventId, treatmentId })));
    await countEventTaxa(tx, eventId, 1);
  }
  if (body.detailImages) {
    await tx.delete(eventImages).where(eq(eventImages.eventId, eventId));
    if (body.detailImages.length)
      await tx.insert(eventImages).values(body.detailImages.map((path, position) => ({ eventId, path, position })));
  }
}

export async function insertEvent(tx: DbOrTx, clinicId: number, body: EventWrite & { title: string }): Promise<number> {
  checkEventPairs({
    regularPrice: body.regularPrice ?? null,
    eventPrice: body.eventPrice ?? null,
    startsOn: body.startsOn ?? null,
    endsOn: body.endsOn ?? null,
  });
  const [row] = await tx
    .insert(events)
    .values({ ...columnsOf<typeof events.$inferInsert>(EVENT_COLUMNS, body), title: body.title, clinicId })
    .returning({ id: events.id });
  await writeLinks(tx, row.id, body);
  return row.id;
}

export async function updateEvent(
  tx: DbOrTx,
  eventId: number,
  stored: NonNullable<Awaited<ReturnType<typeof lockClinicEvent>>>,
  body: EventWrite,
) {
  checkEventPairs({
    regularPrice: body.regularPrice !== undefined ? body.regularPrice : stored.regularPrice,
    eventPrice: body.eventPrice !== undefined ? body.eventPrice : stored.eventPrice,
    startsOn: body.startsOn !== undefined ? body.startsOn : seoulDayOf(stored.startsAt?.toISOString()),
    endsOn: body.endsOn !== undefined ? body.endsOn : seoulDayOf(stored.endsAt?.toISOString()),
  });
  await tx
    .update(events)
    .set({ ...columnsOf<typeof events.$inferInsert>(EVENT_COLUMNS, body), updatedAt: new Date() })
    .where(eq(events.id, eventId));
  await writeLinks(tx, eventId, body);
}

/**
 * Ends an event now (it leaves the public ongoing list); an event already over keeps its end, and one that had
 * not started yet starts and ends now (an event never ends before it starts). Answers whether it changed.
 */
export async function endEvent(tx: DbOrTx, eventId: number): Promise<boolean> {
  const ended = await tx
    .update(events)
    .set({ endsAt: sql`now()`, startsAt: sql`least(${events.startsAt}, now())`, updatedAt: new Date() })
    .where(and(eq(events.id, eventId), or(isNull(events.endsAt), gt(events.endsAt, sql`now()`))))
    .returning({ id: events.id });
  return ended.length > 0;
}
