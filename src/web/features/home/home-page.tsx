import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, ChevronRight, FolderOpen, LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { displayName, logout } from '../../lib/session';
import { useCurrentUser } from '../../lib/session-query';
import { useCanEdit } from '../../api/collections';

const cards = [
  { to: '/camera', key: 'scan', Icon: Camera },
  { to: '/collection', key: 'collection', Icon: FolderOpen },
] as const;

export default function HomePage() {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const name = user ? displayName(user) : '';
  // A viewer of the current collection (decision 037) scans nothing into it.
  const canEdit = useCanEdit();

  return (
    <div className="flex flex-1 flex-col pt-6">
      <h1 className="text-3xl font-bold">{t('welcome', { name })}</h1>
      <p className="mt-2 text-muted">{t('subtitle')}</p>
      <div className="mt-8 space-y-3">
        {cards
          .filter((card) => canEdit || card.key !== 'scan')
          .map(({ to, key, Icon }) => (
            <Link
              key={key}
              to={to}
              className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-5 transition-colors hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent/15 text-accent">
                <Icon size={24} aria-hidden />
              </span>
              <span className="flex-1">
                <span className="block font-semibold">{t(`cards.${key}.title`)}</span>
                <span className="block text-sm text-muted">{t(`cards.${key}.text`)}</span>
              </span>
              <ChevronRight size={20} aria-hidden className="text-muted" />
            </Link>
          ))}
      </div>
      <Button variant="outline" className="mt-auto w-full" onClick={() => logout(queryClient)}>
        <LogOut size={18} aria-hidden />
        {t('common:header.logout')}
      </Button>
    </div>
  );
}
