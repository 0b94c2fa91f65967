import { z } from 'zod';
import { languageSchema } from './analysis';

/**
 * Printable reports (insurance dossier, QR labels). The PDFs are binary answers: only the requests have
 * shapes here. Ids arrive as query or path strings.
 */

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Free text the owner types for the dossier's cover (the insured address); a blank means "none". */
export const COVER_ADDRESS_MAX = 300;

export const insuranceReportQuerySchema = z
  .object({
    /** One house, one room, or neither for the whole collection. */
    houseId: idParam.optional(),
    roomId: idParam.optional(),
    /** The user's language when absent. */
    lang: languageSchema.optional(),
    /** `0` leaves every amount out (a dossier shown to someone who should not see values). */
    values: z.enum(['0', '1']).default('1'),
    address: z.string().trim().max(COVER_ADDRESS_MAX).optional(),
  })
  .refine((q) => q.houseId === undefined || q.roomId === undefined, {
    message: 'Give houseId or roomId, not both',
    path: ['roomId'],
  });
export type InsuranceReportQuery = z.infer<typeof insuranceReportQuerySchema>;

/** Labels print in the user's language unless asked otherwise. */
export const labelsQuerySchema = z.object({ lang: languageSchema.optional() });
export type LabelsQuery = z.infer<typeof labelsQuerySchema>;

/** Where a download starts; the web builds its links with these. */
export const reportPaths = {
  insurance: '/api/reports/insurance.pdf',
  roomLabels: (id: number) => `/api/rooms/${id}/labels.pdf`,
  houseLabels: (id: number) => `/api/houses/${id}/labels.pdf`,
  objectLabel: (id: number) => `/api/objects/${id}/label.pdf`,
} as const;
