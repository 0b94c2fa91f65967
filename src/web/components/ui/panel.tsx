import type { ReactNode } from 'react';

/**
 * A titled card of the result screens (candidates, questions, a close-up, the text read): one frame, so
 * they look and read alike; `id` names the heading the section is labelled by.
 */
export function Panel({
  id,
  icon,
  title,
  help,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  help?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-5">
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold">
        {icon}
        {title}
      </h3>
      {help && <p className="mt-1 text-sm text-muted">{help}</p>}
      {children}
    </section>
  );
}

/** A panel's "working…" and "failed" lines under its actions. */
export function PanelStatus({
  working,
  failed,
}: {
  working?: string | false;
  failed?: string | false | null;
}) {
  return (
    <>
      {working && (
        <p className="mt-2 text-sm text-muted" role="status">
          {working}
        </p>
      )}
      {failed && (
        <p className="mt-2 text-sm text-danger" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}
