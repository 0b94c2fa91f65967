/**
 * Regenerates the derived knowledge data (npm run knowledge:derive): the synset → family map from WordNet,
 * then the reference photos' embeddings. Calibration is separate (npm run knowledge:calibrate) because it
 * depends on the evaluation's dev set, not on the knowledge alone.
 */
import { embedReferences } from './embed-references';
import { writeSynsetFamilies } from './build-synset-families';

writeSynsetFamilies();
await embedReferences();
