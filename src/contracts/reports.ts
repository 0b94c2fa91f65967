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
    /**
     * `1` prints the amounts; absent or `0` leaves every amount out (a dossier shown to someone who should
     * not see values): the web asks for them unless the owner hides values, so amounts are never printed
     * by default.
     */
    values: z.enum(['0', '1']).optional(),
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

/**
 * A file to prepare off the request path (POST /api/reports/files): the dossier with the options above, or
 * the label sheet of one room or one house.
 */
const dossierRequestSchema = z
  .object({
    kind: z.literal('dossier'),
    houseId: idParam.optional(),
    roomId: idParam.optional(),
    lang: languageSchema.optional(),
    values: z.enum(['0', '1']).optional(),
    address: z.string().trim().max(COVER_ADDRESS_MAX).optional(),
  })
  .strict();
const labelsRequestSchema = z
  .object({
    kind: z.literal('labels'),
    houseId: idParam.optional(),
    roomId: idParam.optional(),
    lang: languageSchema.optional(),
  })
  .strict()
  .refine((q) => (q.houseId === undefined) !== (q.roomId === undefined), {
    message: 'Give houseId or roomId',
    path: ['roomId'],
  });
export const reportFileRequestSchema = z
  .discriminatedUnion('kind', [dossierRequestSchema, labelsRequestSchema])
  .refine((q) => q.houseId === undefined || q.roomId === undefined, {
    message: 'Give houseId or roomId, not both',
    path: ['roomId'],
  });
/** As the web sends it (`values` left out: no amounts). */
export type ReportFileRequest = z.input<typeof reportFileRequestSchema>;

/** A file being prepared: the web shows its progress, then downloads it once `status` is ready. */
export const reportFileSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(['dossier', 'labels']),
  status: z.enum(['queued', 'running', 'ready', 'failed']),
  /** 0–100; 100 only once the file can be downloaded */
  progress: z.number().int().min(0).max(100),
  filename: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** the error code when the file could not be built */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportFile = z.infer<typeof reportFileSchema>;
export const reportFileParamsSchema = z.object({ id: z.string().max(64) });

/** Where a download starts; the web builds its links with these. */
export const reportPaths = {
  files: '/api/reports/files',
  file: (id: string) => `/api/reports/files/${encodeURIComponent(id)}`,
  fileDownload: (id: string) => `/api/reports/files/${encodeURIComponent(id)}/download`,
  insurance: '/api/reports/insurance.pdf',
  roomLabels: (id: number) => `/api/rooms/${id}/labels.pdf`,
  houseLabels: (id: number) => `/api/houses/${id}/labels.pdf`,
  objectLabel: (id: number) => `/api/objects/${id}/label.pdf`,
} as const;
