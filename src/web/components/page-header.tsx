import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from './ui/button';

interface PageHeaderProps {
  title: string;
  back: { to: string; label: string };
  /** Shown at the right of the title row (plan badge...). */
  aside?: ReactNode;
  subtitle?: ReactNode;
}

/** Back button, title and an optional badge: the top of every account screen. */
export function PageHeader({ title, back, aside, subtitle }: PageHeaderProps) {
  return (
    <div className="pt-3 pb-4">
      <div className="flex items-center gap-2">
        <Link
          to={back.to}
          aria-label={back.label}
          title={back.label}
          className={buttonClasses('ghost', 'icon', '-ml-3 shrink-0')}
        >
          <ArrowLeft size={22} aria-hidden />
        </Link>
        <h1 className="min-w-0 flex-1 text-2xl font-bold break-words">{title}</h1>
        {aside}
      </div>
      {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
    </div>
  );
}
