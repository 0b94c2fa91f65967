import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { ArrowLeft, ArrowRight, Camera, House, Sparkles } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { PromptLink } from '../../components/ui/prompt-link';
import { useCurrentUser } from '../../lib/session-query';

const steps = [
  { key: 'capture', Icon: Camera },
  { key: 'estimate', Icon: Sparkles },
  { key: 'organise', Icon: House },
] as const;

/** Three screens on what the app does, ending where the visitor can act: sign up, or scan when signed in. */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const { data: user } = useCurrentUser();
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const last = index === steps.length - 1;

  return (
    <div className="flex flex-1 flex-col pt-4">
      <div className="flex items-center justify-between">
        <Link to="/" aria-label={t('common:nav.home')} className={buttonClasses('ghost', 'icon', '-ml-2')}>
          <ArrowLeft size={22} aria-hidden />
        </Link>
        <p className="text-sm text-muted" aria-live="polite">
          {t('progress', { current: index + 1, total: steps.length })}
        </p>
      </div>

      <section className="mt-10 flex flex-1 flex-col items-center text-center">
        <span className="flex h-24 w-24 items-center justify-center rounded-3xl bg-accent/15 text-accent">
          <step.Icon size={44} aria-hidden />
        </span>
        <h1 className="mt-8 text-3xl font-bold">{t(`steps.${step.key}.title`)}</h1>
        <p className="mt-4 text-lg text-muted">{t(`steps.${step.key}.text`)}</p>
        <ul className="mt-6 space-y-2 text-left text-sm text-muted">
          {(t(`steps.${step.key}.points`, { returnObjects: true }) as string[]).map((point) => (
            <li key={point} className="flex gap-2">
              <span aria-hidden className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
              {point}
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-8 flex justify-center gap-2" aria-hidden>
        {steps.map((s, i) => (
          <span
            key={s.key}
            className={cn('h-2 rounded-full transition-all', i === index ? 'w-6 bg-accent' : 'w-2 bg-border')}
          />
        ))}
      </div>

      <div className="mt-6 flex gap-3">
        {index > 0 && (
          <Button variant="secondary" className="flex-1" onClick={() => setIndex(index - 1)}>
            {t('back')}
          </Button>
        )}
        {last ? (
          <Link to={user ? '/camera' : '/register'} className={buttonClasses('primary', 'md', 'flex-[2]')}>
            {user ? t('scanNow') : t('createAccount')}
            <ArrowRight size={20} aria-hidden />
          </Link>
        ) : (
          <Button className="flex-[2]" onClick={() => setIndex(index + 1)}>
            {t('next')}
            <ArrowRight size={20} aria-hidden />
          </Button>
        )}
      </div>
      {!user && <PromptLink to="/login" prompt={t('haveAccount')} label={t('signIn')} className="mt-4" />}
    </div>
  );
}
