import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { joinPath } from '@client/lib/paths';
import { useNextParam, useReturnPath } from '@client/lib/return-path';
import { AuthScreen } from '../components/auth-screen';
import { SignInForm } from '../components/sign-in-form';

/** Sign In; success leads back to the page `?next=` names (a path of this site), else home. */
export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const next = useNextParam();
  const target = useReturnPath();
  return (
    <AuthScreen
      title={t({ id: 'auth.sign-in.submit', message: 'Sign In' })}
      intro={t({
        id: 'auth.sign-in.intro',
        message: 'Welcome back. Sign in to post in the forums and keep your profile.',
      })}
      other={{
        question: t({ id: 'auth.sign-in.new-to-griot', message: 'New to Griot?' }),
        to: joinPath(next),
        label: t({ id: 'auth.join.submit', message: 'Join Community' }),
      }}
    >
      {/* Replacing the sign-in screen: Back from where it leads goes where the visitor was before it. */}
      <SignInForm onSignedIn={() => void navigate(target, { replace: true })} />
    </AuthScreen>
  );
}
