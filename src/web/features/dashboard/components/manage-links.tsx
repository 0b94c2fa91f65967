import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ChevronRight, DoorOpen, Houses, Warehouse } from 'lucide-react';

const links = [
  { to: '/inventory', key: 'inventory', Icon: Warehouse },
  { to: '/rooms', key: 'rooms', Icon: DoorOpen },
  { to: '/houses', key: 'houses', Icon: Houses },
] as const;

/** Where the collection is organised: the inventory (houses and rooms), rooms, houses. */
export function ManageLinks() {
  const { t } = useTranslation('dashboard');
  return (
    <nav
      aria-label={t('manage.label')}
      className="overflow-hidden rounded-2xl border border-border bg-surface"
    >
      <ul className="divide-y divide-border">
        {links.map(({ to, key, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex min-h-14 items-center gap-3 px-4 py-3 transition-colors hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent"
            >
              <Icon size={22} aria-hidden className="text-accent" />
              <span className="flex-1">
                <span className="block font-semibold">{t(`manage.${key}.title`)}</span>
                <span className="block text-sm text-muted">{t(`manage.${key}.text`)}</span>
              </span>
              <ChevronRight size={20} aria-hidden className="text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
