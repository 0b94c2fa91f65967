import type { ReactNode } from 'react';

/** A label and its value; nothing is shown for an empty value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (
    children === null ||
    children === undefined ||
    children === '' ||
    (Array.isArray(children) && children.length === 0)
  )
    return null;
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** A short list as chips. */
export function Chips({ items }: { items: string[] }) {
  if (!items.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-border bg-surface-2 px-2.5 py-0.5 text-sm">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** A longer list as bullets. */
export function Bullets({ items }: { items: string[] }) {
  if (!items.length) return null;
  return (
    <ul className="list-disc space-y-1 pl-5 marker:text-accent">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
