import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './cn';

/** A centred line under a form: an optional question and the link that answers it ("No account? Sign up"). */
export function PromptLink({
  to,
  label,
  prompt,
  className,
}: {
  to: string;
  label: ReactNode;
  prompt?: ReactNode;
  className?: string;
}) {
  return (
    <p className={cn('mt-5 text-center text-sm text-muted', className)}>
      {prompt && <>{prompt} </>}
      <Link
        to={to}
        className="inline-block py-2 font-semibold text-accent underline-offset-4 hover:underline"
      >
        {label}
      </Link>
    </p>
  );
}
