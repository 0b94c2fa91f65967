import type { ReactNode } from 'react';

/** Label and value rows, as the admin's detail dialogs show a record. */
export function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="divide-y divide-border text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="text-muted">{label}</dt>
          <dd className="break-all text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
