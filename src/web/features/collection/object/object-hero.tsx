import type { CollectionObject } from '../../../../contracts/collection';
import { ObjectThumbnail } from '../../../components/object-thumbnail';
import { ConfidenceBadge } from '../../../components/confidence-badge';
import { Badge } from '../../../components/ui/badge';
import { useMoney } from '../../../lib/preferences';

/** Spec part 2 §2: the object's photo, name and value range. */
export function ObjectHero({ object }: { object: CollectionObject }) {
  const money = useMoney();
  return (
    <section className="overflow-hidden rounded-2xl border border-border bg-surface">
      <ObjectThumbnail src={object.imageUrl} className="aspect-[4/3] w-full rounded-none" />
      <div className="p-4">
        <h1 className="text-2xl leading-tight font-bold break-words">{object.name}</h1>
        <p className="mt-1 text-xl font-semibold text-accent tabular-nums" data-testid="object-value">
          {money.range(object.estimatedValueMin, object.estimatedValueMax)}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {object.category && (
            <Badge className="border-border bg-surface-2 text-text">{object.category}</Badge>
          )}
          {object.confidenceScore !== null && <ConfidenceBadge score={object.confidenceScore} />}
        </div>
      </div>
    </section>
  );
}
