export interface Fact {
  label: string;
  value: string;
}

/** Label/value pairs, read by screen readers as a description list. */
export function FactList({ facts, columns = 1 }: { facts: Fact[]; columns?: 1 | 2 }) {
  return (
    <dl className={columns === 2 ? 'grid grid-cols-2 gap-x-4 gap-y-3' : 'space-y-3'}>
      {facts.map((f) => (
        <div key={f.label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{f.label}</dt>
          <dd className="mt-0.5 break-words text-sm">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled group of facts. */
export function FactGroup({ title, ...list }: { title: string; facts: Fact[]; columns?: 1 | 2 }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-accent">{title}</h3>
      <FactList {...list} />
    </div>
  );
}
