import type { GetManualChunk } from 'rollup';

/**
 * The signed-in first screen in a few files instead of some forty: left to itself, rollup gives every module
 * shared by two lazy pages a chunk of its own (each icon, each helper), and a phone pays a round trip per
 * file (Lighthouse's simulation: six at a time over HTTP/1.1). Each group takes what its roots import that
 * the public screens (the entry, /, /login) do not, so those screens download nothing more; only the
 * modules named go in (`onlyExplicitManualChunks`), not what they import from the public screens. A later
 * signed-in page that needs one module of a group loads the group: a user has mostly passed through the
 * dashboard by then. Roots are paths under src/web.
 */
export function signedInGroups(publicRoots: string[], groups: Record<string, string[]>): GetManualChunk {
  let owner: Map<string, string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!owner) {
      const all = [...getModuleIds()];
      const closure = (roots: string[], skip: Set<string>) => {
        const seen = new Set<string>();
        const visit = (m: string) => {
          if (seen.has(m) || skip.has(m)) return;
          seen.add(m);
          getModuleInfo(m)?.importedIds.forEach(visit);
        };
        all.filter((m) => roots.some((r) => m.endsWith(`src/web/${r}`))).forEach(visit);
        return seen;
      };
      // Taken in order: a module two groups share goes to the first.
      const taken = closure(publicRoots, new Set());
      owner = new Map();
      for (const [name, roots] of Object.entries(groups))
        for (const m of closure(roots, taken)) {
          owner.set(m, name);
          taken.add(m);
        }
    }
    return owner.get(id);
  };
}
