import { z } from 'zod';
import { averageRating, ImageSchema, NamedRefSchema, ratingCounts, todayInKorea } from './common';
import { ClinicSummarySchema } from './clinics';
import { DESCRIPTION_MAX, idList, imagePath, optionalText, requiredText } from './fields';

// A doctor: what visitors read and what the clinic's staff write.

export const DoctorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    profileImage: ImageSchema.nullable(),
    clinic: ClinicSummarySchema,
    specialties: z.array(NamedRefSchema),
    specialistBoard: z
      .string()
      .nullable()
      .meta({ description: "Board certification ('전문의'), e.g. 피부과; null when not given" }),
    licenseYear: z.number().int().nullable().meta({ description: 'Year of the medical licence; null when not given' }),
    averageRating,
    reviewCount: z.number().int(),
    ratingCounts,
  })
  .meta({ id: 'Doctor' });

export const BOARD_MAX = 20;
export const LICENSE_YEAR_MIN = 1950;
/** This year in Korea (a licence cannot be from the future); read at each check, not once at start. */
export const licenseYearMax = () => todayInKorea().slice(0, 4);

export const doctorBody = z.object({
  name: requiredText('name', 50),
  description: optionalText('description', DESCRIPTION_MAX).optional(),
  profileImage: imagePath('profileImage').nullable().optional(),
  specialties: idList('specialties').optional(),
  /** The board ('피부과'; the page adds '전문의', so a typed '피부과 전문의' is kept as '피부과'); empty = none. */
  specialistBoard: optionalText('specialistBoard', BOARD_MAX + 4)
    .transform((s) => (s ? s.replace(/\s*전문의$/, '').trim() || null : null))
    .refine((s) => s === null || s.length <= BOARD_MAX, `specialistBoard must be at most ${BOARD_MAX} characters`)
    .optional(),
  licenseYear: z
    .number({ error: 'licenseYear must be a year' })
    .int('licenseYear must be a year')
    .min(LICENSE_YEAR_MIN, `licenseYear must be from ${LICENSE_YEAR_MIN} to this year`)
    .refine((y) => y <= Number(licenseYearMax()), `licenseYear must be from ${LICENSE_YEAR_MIN} to this year`)
    .nullable()
    .optional(),
});
export const doctorPatchBody = doctorBody.partial();
export type DoctorBody = z.input<typeof doctorBody>;
/** What a write stores, as the backend receives it once checked (a PATCH leaves out what it keeps). */
export type DoctorWrite = z.output<typeof doctorPatchBody>;

export type Doctor = z.infer<typeof DoctorSchema>;
