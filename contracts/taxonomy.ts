import { z } from 'zod';
import { NamedRefSchema } from './common';

// The vocabularies the lists and filters use: specialties, body parts, concerns, treatments.

export const SpecialtySchema = z
  .object({ id: z.number().int(), name: z.string().meta({ example: '피부과' }) })
  .meta({ id: 'Specialty' });
export const PartSchema = z
  .object({ id: z.number().int(), name: z.string().meta({ example: '눈' }) })
  .meta({ id: 'Part' });
export const ConcernSchema = z
  .object({ id: z.number().int(), name: z.string(), parts: z.array(NamedRefSchema) })
  .meta({ id: 'Concern' });
export const TreatmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    concerns: z.array(NamedRefSchema),
    specialties: z.array(NamedRefSchema),
  })
  .meta({ id: 'Treatment' });

export type Specialty = z.infer<typeof SpecialtySchema>;
export type Part = z.infer<typeof PartSchema>;
export type Concern = z.infer<typeof ConcernSchema>;
export type Treatment = z.infer<typeof TreatmentSchema>;
