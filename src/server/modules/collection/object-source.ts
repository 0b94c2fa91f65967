import type { ObjectSource } from '../analysis/object-source';
import type { CollectionRepository } from './repository';

/** What re-analysis and marketplace search read of a saved object; a stranger's object is null. */
export function collectionObjectSource(repo: CollectionRepository): ObjectSource {
  return {
    async find(userId, objectId) {
      const id = Number(objectId);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const row = await repo.objects.findObject(userId, id);
      if (!row) return null;
      return {
        photoIds: row.photoIds ?? [],
        name: row.name,
        category: row.category ?? '',
        searchTerms: row.searchTerms ?? [],
      };
    },
  };
}
