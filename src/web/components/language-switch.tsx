import { useTranslation } from '../lib/i18n';
import { languages, type Language } from '../lib/language';
import { setLanguage } from '../lib/i18n';
import { cn } from './ui/cn';
import { useHydrated } from '../lib/hydrated';

/** EN / FR toggle: switches at once, remembers the choice, updates <html lang>. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  // On a screen that comes rendered in the page, a tap before its code runs would be lost: not offered yet.
  const hydrated = useHydrated();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-xl border border-border bg-surface p-1', className)}
    >
      {languages.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          disabled={!hydrated}
          onClick={() => void setLanguage(lng)}
          className={cn(
            'min-h-10 min-w-11 rounded-lg px-3 text-sm font-semibold uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent',
            current === lng ? 'bg-accent text-accent-fg' : 'text-muted hover:text-text',
          )}
        >
          {lng}
          {/* Read as "FR Français": the visible code stays part of the accessible name. */}
          <span className="sr-only"> {t(`language.names.${lng}`)}</span>
        </button>
      ))}
    </div>
  );
}
