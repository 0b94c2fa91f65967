import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from '../src/server/paths';

/**
 * The import-graph rules of eslint.config.js (issue 32, docs/architecture.md "Where code goes"), run as
 * `npm run lint` runs them: the repository's config over scripts/lint-fixtures, a tree laid out like the
 * repository where each `bad-*` file breaks one rule and every other file is allowed.
 */
const fixtures = path.join(appRoot, 'scripts/lint-fixtures');
let results: ESLint.LintResult[] = [];
const cwd = process.cwd();

/** The rules that fired in one fixture file, each once. */
function rulesIn(file: string): string[] {
  const result = results.find((r) => path.relative(fixtures, r.filePath) === file);
  if (!result) throw new Error(`${file} was not linted`);
  return [...new Set(result.messages.map((m) => m.ruleId ?? m.message))].sort();
}

describe('lint: the import graph', () => {
  beforeAll(async () => {
    // The config reads its paths from the directory lint runs in (the repository's root for npm run lint).
    process.chdir(fixtures);
    const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: path.join(appRoot, 'eslint.config.js') });
    results = await eslint.lintFiles(['.']);
  });
  afterAll(() => process.chdir(cwd));

  it('fails on an import cycle, at both ends', () => {
    expect(rulesIn('src/bad-cycle-a.ts')).toEqual(['import-x/no-cycle']);
    expect(rulesIn('src/bad-cycle-b.ts')).toEqual(['import-x/no-cycle']);
  });

  it('fails when shared web code (lib, components, api) imports a feature, even for a type', () => {
    expect(rulesIn('src/web/lib/bad-uses-feature.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesIn('src/web/components/bad-uses-feature.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesIn('src/web/api/bad-uses-feature.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails when src imports bench/, scripts/ or e2e/', () => {
    for (const file of ['src/bad-uses-bench.ts', 'src/bad-uses-scripts.ts', 'src/bad-uses-e2e.ts'])
      expect(rulesIn(file), file).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails when the contracts import the server, and when a feature imports another', () => {
    const contracts = rulesIn('src/contracts/bad-uses-server.ts');
    expect(contracts).toContain('import-x/no-restricted-paths');
    expect(rulesIn('src/web/features/cart/bad-uses-shop.ts')).toEqual(['no-restricted-imports']);
  });

  it('lets every arrow that points down pass', () => {
    const clean = results
      .map((r) => path.relative(fixtures, r.filePath))
      .filter((f) => !path.basename(f).startsWith('bad-'));
    expect(clean.length).toBeGreaterThanOrEqual(7);
    for (const file of clean) expect(rulesIn(file), file).toEqual([]);
  });
});
