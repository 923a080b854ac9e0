import { useNavigate } from 'react-router';
import { paths } from '@client/lib/paths';
import { AuthScreen } from '../components/auth-screen';
import { JoinForm } from '../components/join-form';

export function JoinPage() {
  const navigate = useNavigate();
  return (
    <AuthScreen
      title="Join Community"
      intro="Create an account to start discussions, reply to others and keep a creative profile."
      other={{ question: 'Already a member?', to: paths.login.to(), label: 'Sign In' }}
    >
      <JoinForm onJoined={() => void navigate(paths.home.to())} />
    </AuthScreen>
  );
}
