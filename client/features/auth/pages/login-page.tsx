import { useNavigate } from 'react-router';
import { joinPath } from '@client/lib/paths';
import { useNextParam, useReturnPath } from '@client/lib/return-path';
import { AuthScreen } from '../components/auth-screen';
import { SignInForm } from '../components/sign-in-form';

/** Sign In; success leads back to the page `?next=` names (a path of this site), else home. */
export function LoginPage() {
  const navigate = useNavigate();
  const next = useNextParam();
  const target = useReturnPath();
  return (
    <AuthScreen
      title="Sign In"
      intro="Welcome back. Sign in to post in the forums and keep your profile."
      other={{ question: 'New to Griot?', to: joinPath(next), label: 'Join Community' }}
    >
      {/* Replacing the sign-in screen: Back from where it leads goes where the visitor was before it. */}
      <SignInForm onSignedIn={() => void navigate(target, { replace: true })} />
    </AuthScreen>
  );
}
