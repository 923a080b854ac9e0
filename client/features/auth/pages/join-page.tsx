import { useNavigate } from 'react-router';
import { signInPath } from '@client/lib/paths';
import { useNextParam, useReturnPath } from '@client/lib/return-path';
import { AuthScreen } from '../components/auth-screen';
import { JoinForm } from '../components/join-form';

/** Join Community; like Sign In, success leads back to the page `?next=` names, else home. */
export function JoinPage() {
  const navigate = useNavigate();
  const next = useNextParam();
  const target = useReturnPath();
  return (
    <AuthScreen
      title="Join Community"
      intro="Create an account to start discussions, reply to others and keep a creative profile."
      other={{ question: 'Already a member?', to: signInPath(next), label: 'Sign In' }}
    >
      <JoinForm onJoined={() => void navigate(target, { replace: true })} />
    </AuthScreen>
  );
}
