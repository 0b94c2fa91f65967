import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { ArrowRight, Camera, Crown, House, Sparkles, Tag } from 'lucide-react';
import { LanguageSwitch } from '../../components/language-switch';
import { buttonClasses } from '../../components/ui/button';
import { askSession, useSessionUser } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { usePlansForSaleOutsideQueries } from '../../lib/billing-mode';

const benefits = [
  { key: 'capture', Icon: Camera },
  { key: 'estimate', Icon: Sparkles },
  { key: 'organise', Icon: House },
] as const;

export default function LandingPage() {
  const { t } = useTranslation('landing');
  // Plans and prices only where plans are sold (decision 035).
  const forSale = usePlansForSaleOutsideQueries();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Asked in the background (a plain request: no TanStack Query on this screen): the page paints first
  // and only moves if someone is signed in.
  const user = useSessionUser();
  useEffect(() => {
    askSession().catch(() => {});
  }, []);
  const loggedOut = params.get('force_auth') === 'true' || params.get('logged_out') === 'true';

  useEffect(() => {
    if (!loggedOut) return;
    showToast({ title: t('loggedOut.title'), description: t('loggedOut.message'), variant: 'success' });
    navigate('/', { replace: true });
  }, [loggedOut, navigate, t]);

  useEffect(() => {
    if (user) navigate('/dashboard', { replace: true });
  }, [user, navigate]);

  return (
    <div className="flex flex-1 flex-col pt-4">
      <div className="flex items-center justify-between">
        <span className="text-xl font-bold text-accent">{t('common:brand')}</span>
        <LanguageSwitch />
      </div>

      <section className="mt-10">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm text-muted">
          <Tag size={14} aria-hidden className="text-accent" />
          {/* What the app appraises, not a count: an invented one was false on every fresh install, and a
              real one would make the pre-rendered page wait for the database (decision 029). */}
          {t('tagline')}
        </p>
        <h1 className="mt-5 text-4xl leading-tight font-extrabold">{t('hero.title')}</h1>
        <p className="mt-4 text-lg text-muted">{t('hero.subtitle')}</p>
        <Link to={user ? '/dashboard' : '/login'} className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
          {user ? t('hero.openApp') : t('hero.start')}
          <ArrowRight size={20} aria-hidden />
        </Link>
        <Link to="/onboarding" className={buttonClasses('ghost', 'md', 'mt-2 w-full')}>
          {t('hero.howItWorks')}
        </Link>
      </section>

      <section aria-labelledby="benefits-title" className="mt-10">
        <h2 id="benefits-title" className="sr-only">
          {t('benefits.title')}
        </h2>
        <ul className="space-y-3">
          {benefits.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4 rounded-2xl border border-border bg-surface p-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
                <Icon size={22} aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{t(`benefits.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-muted">{t(`benefits.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {forSale && (
        <nav aria-label={t('plansNav')} className="mt-8 grid grid-cols-2 gap-3">
          <Link to="/monetization?tab=pro" className={buttonClasses('outline', 'md')}>
            <Crown size={18} aria-hidden className="text-accent" />
            {t('goPro')}
          </Link>
          <Link to="/monetization" className={buttonClasses('outline', 'md')}>
            {t('pricing')}
          </Link>
        </nav>
      )}
    </div>
  );
}
