import type { FastifyBaseLogger } from 'fastify';
import type { Analyzer, LearnedReferences } from '../../analysis/analyzer';
import { categories } from '../../analysis/knowledge';
import type { OwnerReference, OwnerReferenceRepository } from './owner-references-repository';

/** Whether the instance's administrators let every owner's confirmed photos help every other owner. */
export type PoolingSetting = () => Promise<boolean>;

/** At most this many pooled references (the newest) join an analysis: bounded time and memory. */
export const POOLED_CAP = 5000;
/** How long one process reuses the pooled references it read (its own corrections refresh them at once). */
const POOLED_TTL_MS = 60_000;

export interface Correction {
  /** An object type id of the knowledge. */
  typeId: string;
  /** The owner's photos of the object, as stored. */
  photos: { id: string; data: Buffer }[];
  analysisId?: string | null;
}

/** The object type a text names: its id, or its French or English name (any case); undefined otherwise. */
export function typeNamed(text: string | undefined): string | undefined {
  const said = text?.trim().toLocaleLowerCase('fr');
  if (!said) return undefined;
  return categories.find((c) => c.id === said || c.name.some((n) => n.toLocaleLowerCase('fr') === said))?.id;
}

const isType = (typeId: string) => categories.some((c) => c.id === typeId);

function toLearned(refs: readonly OwnerReference[]): LearnedReferences | undefined {
  if (!refs.length) return undefined;
  const dims = refs[0].vector.length;
  const same = refs.filter((r) => r.vector.length === dims);
  const vectors = new Float32Array(same.length * dims);
  same.forEach((r, k) => vectors.set(r.vector, k * dims));
  return { vectors, types: same.map((r) => r.typeId) };
}

/**
 * Corrections teach: when an owner says what an object is, the features of its photos join the owner's
 * own references, and the owner's next analyses search them as trusted reference photos. With pooling on,
 * everyone's confirmed references (vectors and types, never whose) join every analysis as well.
 */
export function createOwnerReferences(deps: {
  analyzer: Pick<Analyzer, 'features' | 'provider'>;
  repo: Pick<OwnerReferenceRepository, 'save' | 'listOwned' | 'listPooled'>;
  pooling: PoolingSetting;
  log: FastifyBaseLogger;
}) {
  const { analyzer, repo, pooling, log } = deps;
  let pooled: { at: number; refs: OwnerReference[] } | undefined;

  return {
    /**
     * After a successful correction: the photos' features are kept as the owner's references of that type.
     * Never fails the owner's request: a failure is logged and the correction stands without teaching. An
     * analyzer without features (a remote model) teaches nothing.
     */
    async learnFromCorrection(userId: string, correction: Correction): Promise<void> {
      if (!analyzer.features || !correction.photos.length || !isType(correction.typeId)) return;
      try {
        const vectors = await analyzer.features(
          correction.photos.map((p) => ({ data: p.data, mimeType: 'image/jpeg' as const })),
        );
        const refs = vectors.flatMap((vector, i) =>
          vector.length
            ? [
                {
                  typeId: correction.typeId,
                  vector,
                  photoId: correction.photos[i].id,
                  analysisId: correction.analysisId,
                },
              ]
            : [],
        );
        await repo.save(userId, refs);
        pooled = undefined;
      } catch (err) {
        log.warn({ err, provider: analyzer.provider }, 'learning from a correction failed');
      }
    },

    /**
     * What an analysis of this owner searches besides the shipped references: the owner's own confirmed
     * photos, and everyone's when the instance pools them. Undefined when there are none or the analyzer
     * cannot use them; a failure to read them costs the analysis nothing.
     */
    async learnedFor(userId: string): Promise<LearnedReferences | undefined> {
      if (!analyzer.features) return undefined;
      try {
        const own = await repo.listOwned(userId);
        if (!(await pooling())) return toLearned(own);
        if (!pooled || Date.now() - pooled.at > POOLED_TTL_MS)
          pooled = { at: Date.now(), refs: await repo.listPooled(POOLED_CAP) };
        return toLearned([...own, ...pooled.refs]);
      } catch (err) {
        log.warn({ err }, 'reading the confirmed references failed');
        return undefined;
      }
    },
  };
}

export type OwnerReferences = ReturnType<typeof createOwnerReferences>;
