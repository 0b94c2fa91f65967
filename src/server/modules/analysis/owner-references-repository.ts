import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownerReferences } from '../../db/schema';
import { fromHalf, toHalf } from '../../analysis/embedded/references';

/** An owner keeps at most this many confirmed photos; past it the oldest are dropped. */
export const OWNER_REFERENCE_CAP = 2000;

export interface OwnerReference {
  typeId: string;
  /** Unit length. */
  vector: Float32Array;
}

export interface NewOwnerReference extends OwnerReference {
  photoId: string;
  analysisId?: string | null;
}

// float16 → float32 for every bit pattern, built on first read: decoding 2,000 references is then a lookup
// per value instead of the arithmetic of fromHalf.
let halves: Float32Array | undefined;
function decode(bytes: Buffer): Float32Array {
  halves ??= Float32Array.from({ length: 65536 }, (_, h) => fromHalf(h));
  const out = new Float32Array(bytes.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = halves[bytes.readUInt16LE(i * 2)];
  return out;
}

function encode(vector: Float32Array): Buffer {
  const out = Buffer.alloc(vector.length * 2);
  vector.forEach((x, i) => out.writeUInt16LE(toHalf(x), i * 2));
  return out;
}

/**
 * The vector read as base64 text: PGlite hands bytea over ten times slower (2,000 vectors: 1.7 s against
 * 0.15 s), and node-postgres parses its hex text form no faster than base64.
 */
const vectorText = sql<string>`encode(${ownerReferences.vector}, 'base64')`;

const toReference = (r: { typeId: string; vector: string }): OwnerReference => ({
  typeId: r.typeId,
  vector: decode(Buffer.from(r.vector, 'base64')),
});

/** The only place owner references touch Drizzle; every query on them names the owner. */
export function createOwnerReferenceRepository(db: Db) {
  return {
    /**
     * Keeps these photos' features as the owner's references: a photo already kept is replaced (its type
     * corrected again), and the owner's oldest are dropped past OWNER_REFERENCE_CAP.
     */
    async save(userId: string, refs: NewOwnerReference[], cap = OWNER_REFERENCE_CAP): Promise<void> {
      if (!refs.length) return;
      await db.transaction(async (tx) => {
        for (const r of refs) {
          const values = {
            userId,
            typeId: r.typeId,
            vector: encode(r.vector),
            photoId: r.photoId,
            analysisId: r.analysisId ?? null,
            createdAt: new Date(),
          };
          await tx
            .insert(ownerReferences)
            .values(values)
            .onConflictDoUpdate({
              target: [ownerReferences.userId, ownerReferences.photoId],
              set: {
                typeId: values.typeId,
                vector: values.vector,
                analysisId: values.analysisId,
                createdAt: values.createdAt,
              },
            });
        }
        const newest = tx
          .select({ id: ownerReferences.id })
          .from(ownerReferences)
          .where(eq(ownerReferences.userId, userId))
          .orderBy(desc(ownerReferences.createdAt), desc(ownerReferences.id))
          .limit(cap);
        await tx
          .delete(ownerReferences)
          .where(and(eq(ownerReferences.userId, userId), notInArray(ownerReferences.id, newest)));
      });
    },

    /** The owner's references, newest first. */
    async listOwned(userId: string): Promise<OwnerReference[]> {
      const rows = await db
        .select({ typeId: ownerReferences.typeId, vector: vectorText })
        .from(ownerReferences)
        .where(eq(ownerReferences.userId, userId))
        .orderBy(desc(ownerReferences.createdAt))
        .limit(OWNER_REFERENCE_CAP);
      return rows.map(toReference);
    },

    async countOwned(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(ownerReferences)
        .where(eq(ownerReferences.userId, userId));
      return Number(row?.n ?? 0);
    },

    /**
     * The newest references of all owners, for an instance that pools them: vectors and types only, nothing
     * that says whose (the asking owner's own may be among them, which changes nothing: the best match counts).
     */
    async listPooled(limit: number): Promise<OwnerReference[]> {
      const rows = await db
        .select({ typeId: ownerReferences.typeId, vector: vectorText })
        .from(ownerReferences)
        .orderBy(desc(ownerReferences.createdAt))
        .limit(limit);
      return rows.map(toReference);
    },
  };
}

export type OwnerReferenceRepository = ReturnType<typeof createOwnerReferenceRepository>;
