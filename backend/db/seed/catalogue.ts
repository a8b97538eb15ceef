import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import {
  concernParts,
  concerns,
  parts,
  specialties,
  treatmentConcerns,
  treatments,
  treatmentSpecialties,
} from '../schema';
import * as catalogue from '../catalogue/taxonomy';

const names = (n: catalogue.LocalizedName) => ({ nameKo: n.ko, nameJa: n.ja, nameEn: n.en });

/** Loads the versioned taxonomy catalogue; ids are the catalogue's, so links and URLs stay stable. */
export async function seedCatalogue(db: DbOrTx): Promise<void> {
  await db.insert(specialties).values(catalogue.specialties.map((s) => ({ id: s.id, key: s.key, ...names(s.name) })));
  await db.insert(parts).values(catalogue.parts.map((p) => ({ id: p.id, key: p.key, ...names(p.name) })));
  await db.insert(concerns).values(catalogue.concerns.map((c) => ({ id: c.id, key: c.key, ...names(c.name) })));
  await db.insert(treatments).values(catalogue.treatments.map((t) => ({ id: t.id, key: t.key, ...names(t.name) })));
  await db
    .insert(concernParts)
    .values(catalogue.concerns.flatMap((c) => c.partIds.map((partId) => ({ concernId: c.id, partId }))));
  await db
    .insert(treatmentConcerns)
    .values(catalogue.treatments.flatMap((t) => t.concernIds.map((concernId) => ({ treatmentId: t.id, concernId }))));
  await db
    .insert(treatmentSpecialties)
    .values(
      catalogue.treatments.flatMap((t) => t.specialtyIds.map((specialtyId) => ({ treatmentId: t.id, specialtyId }))),
    );
  await resetSequences(db, [specialties, parts, concerns, treatments]);
}

/** After inserting explicit ids, move identity sequences past them. */
export async function resetSequences(db: DbOrTx, tables: (PgTable & { id: PgColumn })[]): Promise<void> {
  for (const table of tables) {
    const next = sql`coalesce((select max(${table.id}) from ${table}), 0) + 1`;
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${getTableName(table)}, ${table.id.name}), ${next}, false)`,
    );
  }
}
