import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Check, LogIn, MailQuestion, UserPlus, Users } from 'lucide-react';
import { useAcceptInvitation, useInvitation } from '../../api/collections';
import { LanguageSwitch } from '../../components/language-switch';
import { LoadError } from '../../components/load-error';
import { Button, buttonClasses } from '../../components/ui/button';
import { InlineSpinner, Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { collectionLabel, withOwnerName } from '../../lib/collection-name';
import { errorMessage } from '../../lib/error-codes';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { nextQuery, rememberReturn } from '../../lib/return-to';
import { askSession, useSessionUser } from '../../lib/session';
import { showToast } from '../../lib/toast';

/** An unknown link or a closed invitation: said plainly, with a way on. */
function Gone({ title, text, signedIn }: { title: string; text: string; signedIn: boolean }) {
  const { t } = useTranslation('members');
  return (
    <div role="alert" className="rounded-2xl border border-border bg-surface p-6 text-center">
      <MailQuestion size={40} aria-hidden className="mx-auto text-accent" />
      <h1 className="mt-3 text-xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <Link to={signedIn ? '/dashboard' : '/'} className={buttonClasses('secondary', 'md', 'mt-4')}>
        {signedIn ? t('invitation.dashboard') : t('invitation.home')}
      </Link>
    </div>
  );
}

/**
 * A signed-out visitor gets the public pages' frame (the brand, the language switch: as the landing and
 * share pages); a signed-in person has the app's header already.
 */
function Frame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col pt-4">
      {!signedIn && (
        <div className="flex items-center justify-between gap-3">
          <Link
            to="/"
            className="rounded-lg text-xl font-bold text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            {t('brand')}
          </Link>
          <LanguageSwitch />
        </div>
      )}
      <div className={signedIn ? 'flex flex-1 flex-col pt-2' : 'flex flex-1 flex-col pt-6'}>{children}</div>
    </div>
  );
}

/**
 * /invitations/:token, the link an invitation's mail carries (decision 037): what collection, who
 * invites, which role; signed in, "Accept" joins and opens that collection's dashboard; signed out, the
 * ways to sign in or register come back here afterwards.
 */
export default function InvitationPage() {
  const { t, i18n } = useTranslation('members');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const user = useSessionUser();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [closed, setClosed] = useState(false);
  const here = `/invitations/${token}`;

  // A public page: whether someone is signed in is asked here, not by the layout.
  useEffect(() => {
    askSession().catch(() => {});
  }, []);

  const signedIn = !!user;
  if (invitation.isPending)
    return (
      <Frame signedIn={signedIn}>
        <div className="flex flex-1 items-center justify-center">
          <Spinner label={t('common:status.loading')} />
        </div>
      </Frame>
    );

  const error = invitation.error;
  if (isApiError(error) && error.status === 404)
    return (
      <Frame signedIn={signedIn}>
        <Gone title={t('invitation.notFoundTitle')} text={t('invitation.notFoundText')} signedIn={signedIn} />
      </Frame>
    );
  if (!invitation.data)
    return (
      <Frame signedIn={signedIn}>
        <LoadError
          message={t('invitation.loadFailed')}
          onRetry={() => void invitation.refetch()}
          retrying={invitation.isFetching}
        />
      </Frame>
    );

  const preview = invitation.data;
  const name = collectionLabel(t, { name: preview.collectionName, ownerName: preview.ownerName });
  if (closed || preview.status !== 'open')
    return (
      <Frame signedIn={signedIn}>
        <Gone title={t('invitation.closedTitle')} text={t('invitation.closedText')} signedIn={signedIn} />
      </Frame>
    );

  function onAccept() {
    accept.mutate(token, {
      onSuccess: (collection) => {
        showToast({
          title: t('invitation.accepted', { name: collectionLabel(t, collection) }),
          variant: 'success',
        });
        navigate('/dashboard', { replace: true });
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'INVITATION_CLOSED') return setClosed(true);
        showToast({
          title: t('invitation.failed'),
          description: errorMessage(t, failure, t('common:errors.operationFailed.message')),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Frame signedIn={signedIn}>
      <section
        aria-labelledby="invitation-title"
        className="rounded-2xl border border-border bg-surface p-6"
        data-testid="invitation"
      >
        <Users size={40} aria-hidden className="text-accent" />
        <h1 id="invitation-title" className="mt-3 text-2xl font-bold break-words">
          {name}
        </h1>
        <p className="mt-2">
          {preview.collectionName.trim() || !preview.ownerName.trim()
            ? t('invitation.text', { by: preview.invitedBy, collection: name })
            : withOwnerName(t, 'invitation.textOf', preview.ownerName, { by: preview.invitedBy })}
        </p>
        <p className="mt-3 font-semibold">{t('invitation.role', { role: t(`roles.${preview.role}`) })}</p>
        <p className="text-sm text-muted">{t(`roleHints.${preview.role}`)}</p>
        <p className="mt-3 text-sm wrap-anywhere text-muted">
          {t('invitation.sentTo', { email: preview.email })}
        </p>
        <p className="text-sm text-muted">
          {t('invitation.expires', { date: formatDate(preview.expiresAt, language) })}
        </p>
        <div className="mt-5 space-y-3">
          {user ? (
            <Button
              className="w-full"
              onClick={onAccept}
              disabled={accept.isPending}
              aria-busy={accept.isPending}
            >
              {accept.isPending ? <InlineSpinner /> : <Check size={18} aria-hidden />}
              {accept.isPending ? t('invitation.accepting') : t('invitation.accept')}
            </Button>
          ) : user === null ? (
            <>
              <p className="text-sm wrap-anywhere">{t('invitation.signInHint', { email: preview.email })}</p>
              <Link
                to={`/login${nextQuery(here)}`}
                onClick={() => rememberReturn(here)}
                className={buttonClasses('primary', 'md', 'w-full')}
              >
                <LogIn size={18} aria-hidden />
                {t('invitation.signIn')}
              </Link>
              <Link
                to={`/register${nextQuery(here)}`}
                onClick={() => rememberReturn(here)}
                className={buttonClasses('outline', 'md', 'w-full')}
              >
                <UserPlus size={18} aria-hidden />
                {t('invitation.register')}
              </Link>
            </>
          ) : (
            <Spinner label={t('common:status.loading')} />
          )}
        </div>
      </section>
    </Frame>
  );
}
