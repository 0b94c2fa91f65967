import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  /** Where the top-left button leads, and how it is announced. */
  back: { to: string; label: string };
  children: ReactNode;
}

/** The frame shared by the account screens: back button, title, one card. */
export function AuthShell({ title, subtitle, back, children }: AuthShellProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-1 flex-col pt-4">
      <Link to={back.to} aria-label={back.label} className={buttonClasses('ghost', 'icon', '-ml-2')}>
        <ArrowLeft size={22} aria-hidden />
      </Link>
      <div className="mt-4 mb-6">
        <p className="text-sm font-semibold tracking-wide text-accent">{t('brand')}</p>
        <h1 className="mt-1 text-3xl font-bold">{title}</h1>
        {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
      </div>
      <div className="rounded-2xl border border-border bg-surface p-5">{children}</div>
    </section>
  );
}
