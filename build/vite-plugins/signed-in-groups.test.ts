import type { ManualChunkMeta } from 'rollup';
import { describe, expect, it } from 'vitest';
import { signedInGroups } from './signed-in-groups';

/** A module graph as rollup shows it to manualChunks: each module and what it imports. */
const web = (p: string) => `/repo/src/web/${p}`;
const graph: Record<string, string[]> = {
  [web('main.tsx')]: [web('lib/api.ts')],
  [web('lib/api.ts')]: [],
  [web('features/landing/landing-page.tsx')]: [web('components/button.tsx')],
  [web('components/button.tsx')]: [],
  [web('app/header.tsx')]: [web('components/button.tsx'), web('lib/menu.ts'), web('lib/shared.ts')],
  [web('lib/menu.ts')]: [],
  [web('lib/shared.ts')]: [web('lib/api.ts')],
  [web('features/dashboard/dashboard-page.tsx')]: [web('lib/shared.ts'), web('lib/chart.ts')],
  [web('lib/chart.ts')]: [],
  [web('features/other/other-page.tsx')]: [web('lib/chart.ts')],
};
const meta = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => (graph[id] ? { importedIds: graph[id] } : null),
} as unknown as ManualChunkMeta;

describe('signedInGroups', () => {
  const chunkOf = signedInGroups(['main.tsx', 'features/landing/landing-page.tsx'], {
    'signed-in': ['app/header.tsx'],
    dashboard: ['features/dashboard/dashboard-page.tsx'],
  });
  const group = (p: string) => chunkOf(web(p), meta);

  it('leaves what the public screens import to rollup, so they download nothing more', () => {
    for (const p of ['main.tsx', 'lib/api.ts', 'features/landing/landing-page.tsx', 'components/button.tsx'])
      expect(group(p), p).toBeUndefined();
  });

  it('puts each group’s roots and what only they import together; a shared module goes to the first', () => {
    expect(group('app/header.tsx')).toBe('signed-in');
    expect(group('lib/menu.ts')).toBe('signed-in');
    expect(group('lib/shared.ts')).toBe('signed-in');
    expect(group('features/dashboard/dashboard-page.tsx')).toBe('dashboard');
    expect(group('lib/chart.ts')).toBe('dashboard');
  });

  it('leaves a page no group names to rollup', () => {
    expect(group('features/other/other-page.tsx')).toBeUndefined();
  });
});
