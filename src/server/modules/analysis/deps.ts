import type { FastifyBaseLogger } from 'fastify';
import type { Analyzer } from '../../analysis/analyzer';
import type { PhotoService } from '../photos/service';
import type { ObjectSource } from './object-source';
import type { OwnerReferences } from './owner-references';
import type { Hit } from './rate-limits';
import type { AnalysisRepository } from './repository';

/** What the analysis service is built from (composition.ts), handed to each of its parts. */
export interface AnalysisServiceDeps {
  analyzer: Analyzer;
  repo: AnalysisRepository;
  photos: PhotoService;
  /** The collection's saved objects, for reanalyze and search-marketplace by objectId. */
  objectSource: ObjectSource;
  /** The owner's confirmed photos: learnt from corrections, searched by every analysis of that owner. */
  references?: OwnerReferences;
  /** The shared fixed-window counter (`AuthRepository.hit`) behind the analyzer's per-user rate limit. */
  hit: Hit;
  log: FastifyBaseLogger;
}
