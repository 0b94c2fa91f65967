import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { KeyRound, MailCheck, RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-codes';
import { useTranslation } from '../../lib/i18n';
import {
  looksLikeEmail,
  normalizeEmail,
  SIGN_IN_CODE_TTL_MINUTES,
  VERIFICATION_CODE_LENGTH,
} from '../../lib/limits';
import { askSession, setSessionUser, useSessionUser } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { forgetReturn, returnPath } from '../../lib/return-to';
import { requestSignInCode, signInWithCode } from '../../api/auth';
import { BackToLogin, CodeField, EmailRequestForm, SubmitButton } from './components/auth-form';
import { AuthShell } from './components/auth-shell';

/**
 * Sign in with a one-time code mailed to the address: the way in when the password is forgotten or its
 * tries are throttled (an attack on the account does not close this one). Address → code → dashboard.
 */
export default function SignInCodePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const user = useSessionUser();
  const [params] = useSearchParams();
  // Where to go once signed in: a page that sent here (an invitation) or the dashboard; read once.
  const [destination] = useState(() => returnPath(params.get('next')));
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [asking, setAsking] = useState(false);
  const [signingIn, setSigningIn] = useState(false);

  useEffect(() => {
    askSession().catch(() => {});
  }, []);
  useEffect(() => {
    if (!user) return;
    navigate(destination, { replace: true });
    forgetReturn();
  }, [user, navigate, destination]);

  async function ask(address: string) {
    setAsking(true);
    try {
      await requestSignInCode(address);
      setSentTo(address);
      setCode('');
    } catch (error) {
      showToast({
        title: t('code.errorTitle'),
        description: errorMessage(t, error, t('code.askFailed')),
        variant: 'destructive',
      });
    } finally {
      setAsking(false);
    }
  }

  function onAsk(event: FormEvent) {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!address || !looksLikeEmail(address)) {
      return showToast({
        title: t('validation.invalidTitle'),
        description: t('validation.email'),
        variant: 'destructive',
      });
    }
    void ask(address);
  }

  async function onSignIn(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    if (code.length !== VERIFICATION_CODE_LENGTH) {
      return showToast({
        title: t('code.errorTitle'),
        description: t('verify.codeHint', { count: VERIFICATION_CODE_LENGTH }),
        variant: 'destructive',
      });
    }
    setSigningIn(true);
    try {
      const result = await signInWithCode({ email: sentTo, code });
      setSessionUser(result.user);
      navigate(destination, { replace: true });
    } catch (error) {
      setSigningIn(false);
      showToast({
        title: t('code.errorTitle'),
        description: errorMessage(t, error, t('code.invalid')),
        variant: 'destructive',
      });
    }
  }

  if (sentTo) {
    return (
      <AuthShell title={t('code.title')} back={{ to: '/login', label: t('common:nav.backToLogin') }}>
        {/* A long address breaks anywhere rather than run off a phone's screen. */}
        <p role="status" className="mb-4 text-muted [overflow-wrap:anywhere]">
          {t('code.sentMessage', { email: sentTo, minutes: SIGN_IN_CODE_TTL_MINUTES })}
        </p>
        <form noValidate onSubmit={(event) => void onSignIn(event)} className="space-y-4">
          <CodeField id="sign-in-code" label={t('code.codeLabel')} value={code} onChange={setCode} />
          <SubmitButton
            icon={<KeyRound size={20} aria-hidden />}
            pending={signingIn}
            disabled={signingIn || code.length !== VERIFICATION_CODE_LENGTH}
            label={t('code.signIn')}
            pendingLabel={t('login.submitting')}
          />
        </form>
        <Button variant="outline" className="mt-3 w-full" disabled={asking} onClick={() => void ask(sentTo)}>
          <RotateCw size={18} aria-hidden />
          {asking ? t('code.asking') : t('code.askAgain')}
        </Button>
        <Button variant="ghost" className="mt-2 w-full" onClick={() => setSentTo(null)}>
          <MailCheck size={18} aria-hidden />
          {t('code.otherAddress')}
        </Button>
        <BackToLogin />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={t('code.title')}
      subtitle={t('code.subtitle')}
      back={{ to: '/login', label: t('common:nav.backToLogin') }}
    >
      <EmailRequestForm
        id="code-email"
        email={email}
        onEmailChange={setEmail}
        onSubmit={onAsk}
        pending={asking}
        label={t('code.ask')}
        pendingLabel={t('code.asking')}
      />
      <BackToLogin />
    </AuthShell>
  );
}
