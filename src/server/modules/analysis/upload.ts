import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { languageSchema, type Language } from '../../../contracts/analysis';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '../../../contracts/analysis-api';
import { AppError, badRequest } from '../../errors';

export interface Upload {
  /** In the order the client numbered them: image, image_1, image_2… */
  files: { field: string; data: Buffer }[];
  language?: Language;
}

/** @fastify/multipart options for this route: one over the photo limit so the excess gets our message. */
export const uploadLimits = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_PHOTOS + 1,
  fields: 10,
  fieldSize: 1024,
  parts: MAX_PHOTOS + 11,
  headerPairs: 100,
};

const tooMany = () => badRequest(`Too many photos: at most ${MAX_PHOTOS} per analysis`);

function fileIndex(field: string): number | null {
  if (field === 'image') return 0;
  const m = /^image_([1-9]\d?)$/.exec(field);
  return m ? Number(m[1]) : null;
}

/** Translates the multipart plugin's and the parser's failures into answers a user can act on. */
function uploadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      `Each photo must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
    );
  }
  if (code === 'FST_FILES_LIMIT') return tooMany();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields');
  return badRequest('The upload could not be read: send the photos as multipart/form-data');
}

/**
 * Reads the capture's multipart (image, image_1…, imageCount, and optionally language) into memory and
 * checks its shape. The bytes themselves are judged later by the image pipeline.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA', 'Send the photos as multipart/form-data');
  }
  const byIndex = new Map<number, { field: string; data: Buffer }>();
  let imageCount: string | undefined;
  let language: Language | undefined;
  try {
    for await (const part of request.parts({ limits: uploadLimits })) {
      if (part.type === 'file') {
        const index = fileIndex(part.fieldname);
        if (index === null)
          throw badRequest(`Unexpected file field "${part.fieldname}": use image, image_1, image_2…`);
        if (byIndex.has(index)) throw badRequest(`The field ${part.fieldname} is sent twice`);
        if (byIndex.size >= MAX_PHOTOS) throw tooMany();
        byIndex.set(index, { field: part.fieldname, data: await part.toBuffer() });
      } else if (part.fieldname === 'imageCount') {
        imageCount = String(part.value);
      } else if (part.fieldname === 'language') {
        const parsed = languageSchema.safeParse(part.value);
        if (!parsed.success) throw badRequest('language must be fr or en');
        language = parsed.data;
      }
      // Other text fields are ignored: older clients send extras.
    }
  } catch (err) {
    throw uploadError(err);
  }

  if (byIndex.size === 0) throw badRequest('No photo: send at least one in the field "image"');
  const indexes = [...byIndex.keys()].sort((a, b) => a - b);
  if (indexes.some((n, i) => n !== i)) {
    throw badRequest('Photos must be numbered without gaps: image, image_1, image_2…');
  }
  if (imageCount !== undefined) {
    const n = /^\s*\d{1,3}\s*$/.test(imageCount) ? Number(imageCount) : NaN;
    if (n !== byIndex.size) {
      throw badRequest(
        `imageCount (${imageCount.slice(0, 10)}) does not match the ${byIndex.size} photo(s) sent`,
      );
    }
  }
  return { files: indexes.map((i) => byIndex.get(i)!), language };
}
