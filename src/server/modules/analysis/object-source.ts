/**
 * What the analysis module needs from a saved collection object. The collection module owns the objects
 * table and implements this (modules/collection/object-source.ts); the composition root passes it in.
 */
export interface CollectionObjectRef {
  /** Photo ids, first photo first (see photoIdFromUrl in modules/photos/service.ts for stored URLs). */
  photoIds: string[];
  name: string;
  category: string;
  searchTerms: string[];
}

export interface ObjectSource {
  /** The object if it belongs to `userId`, otherwise null (a stranger's object is "not found"). */
  find(userId: string, objectId: string | number): Promise<CollectionObjectRef | null>;
}
