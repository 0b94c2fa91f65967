import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from '../../src/server/paths';
import { buildSynsetFamilies } from './build-synset-families';
import { wordnetDir } from './wordnet';

// Beside the script it checks: src never imports scripts/ (issue 32), so the check lives here.
describe('the family map of the classifier classes (knowledge/derived/synset-families.json)', () => {
  it.skipIf(!existsSync(path.join(wordnetDir, 'data.noun')))(
    'holds the family map the WordNet script derives (regenerate with npm run knowledge:derive)',
    () => {
      const derived = buildSynsetFamilies();
      const committed = JSON.parse(
        readFileSync(
          path.join(appRoot, 'src/server/analysis/knowledge/derived/synset-families.json'),
          'utf8',
        ),
      );
      expect(derived).toEqual(committed.classes);
    },
  );
});
