import type { DbOrTx } from '../../db/client';
import {
  concernParts,
  concerns,
  parts,
  specialties,
  treatmentConcerns,
  treatments,
  treatmentSpecialties,
} from '../../db/schema';
import type { Lang } from '../../lib/params';
import { preparedFor } from '../../lib/prepared';
import { nameIn } from '../../lib/sql';
import { linkedNames } from '../../lib/taxonomy-links';
import type { Concern, Part, Specialty, Treatment } from '@/contracts/taxonomy';

// Each list is one query per language, prepared once (lib/prepared.ts).

export function listSpecialties(db: DbOrTx, lang: Lang): Promise<Specialty[]> {
  return preparedFor(db, `specialties:${lang}`, () =>
    db
      .select({ id: specialties.id, name: nameIn(specialties, lang) })
      .from(specialties)
      .orderBy(specialties.id),
  ).execute();
}

export function listParts(db: DbOrTx, lang: Lang): Promise<Part[]> {
  return preparedFor(db, `parts:${lang}`, () =>
    db
      .select({ id: parts.id, name: nameIn(parts, lang) })
      .from(parts)
      .orderBy(parts.id),
  ).execute();
}

export function listConcerns(db: DbOrTx, lang: Lang): Promise<Concern[]> {
  const partLink = { table: concernParts, owner: concernParts.concernId, target: concernParts.partId };
  return preparedFor(db, `concerns:${lang}`, () =>
    db
      .select({ id: concerns.id, name: nameIn(concerns, lang), parts: linkedNames(concerns.id, partLink, parts, lang) })
      .from(concerns)
      .orderBy(concerns.id),
  ).execute();
}

export function listTreatments(db: DbOrTx, lang: Lang): Promise<Treatment[]> {
  const concernLink = {
    table: treatmentConcerns,
    owner: treatmentConcerns.treatmentId,
    target: treatmentConcerns.concernId,
  };
  const specialtyLink = {
    table: treatmentSpecialties,
    owner: treatmentSpecialties.treatmentId,
    target: treatmentSpecialties.specialtyId,
  };
  return preparedFor(db, `treatments:${lang}`, () =>
    db
      .select({
        id: treatments.id,
        name: nameIn(treatments, lang),
        concerns: linkedNames(treatments.id, concernLink, concerns, lang),
        specialties: linkedNames(treatments.id, specialtyLink, specialties, lang),
      })
      .from(treatments)
      .orderBy(treatments.id),
  ).execute();
}
