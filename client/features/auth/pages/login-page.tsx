import { useNavigate } from 'react-router';
import { paths } from '@client/lib/paths';
import { AuthScreen } from '../components/auth-screen';
import { SignInForm } from '../components/sign-in-form';

export function LoginPage() {
  const navigate = useNavigate();
  return (
    <AuthScreen
      title="Sign In"
      intro="Welcome back. Sign in to post in the forums and keep your profile."
      other={{ question: 'New to Griot?', to: paths.join.to(), label: 'Join Community' }}
    >
      <SignInForm onSignedIn={() => void navigate(paths.home.to())} />
    </AuthScreen>
  );
}
