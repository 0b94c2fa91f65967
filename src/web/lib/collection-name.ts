import { elidesDe } from '../../contracts/collections';
import type { TFunction } from './translate';

/**
 * `key` with `{{name}}`, or `<key>Elided` when French elides "de" before the name (`elidesDe`; the English
 * texts say the same in both keys): "Collection de Bastien", "Collection d’Alix", "Alix’s collection".
 */
export function withOwnerName(
  t: TFunction,
  key: string,
  name: string,
  values: Record<string, unknown> = {},
): string {
  return t(elidesDe(name) ? `${key}Elided` : key, { ...values, name: name.trim() });
}

/**
 * The name a collection goes by (decision 037): the one its owners gave it, else its founder's, in the
 * reader's language ("Collection d’Alix", "Alix’s collection"); the server sends an empty name for a
 * collection nobody named.
 */
export function collectionLabel(t: TFunction, collection: { name: string; ownerName: string }): string {
  const name = collection.name.trim();
  if (name) return name;
  const owner = collection.ownerName.trim();
  return owner ? withOwnerName(t, 'common:collectionName.of', owner) : t('common:collectionName.unnamed');
}
