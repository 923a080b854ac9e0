import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { signInPath } from '@client/lib/paths';
import { useNextParam, useReturnPath } from '@client/lib/return-path';
import { AuthScreen } from '../components/auth-screen';
import { JoinForm } from '../components/join-form';

/** Join Community; like Sign In, success leads back to the page `?next=` names, else home. */
export function JoinPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const next = useNextParam();
  const target = useReturnPath();
  return (
    <AuthScreen
      title={t({ id: 'auth.join.submit', message: 'Join Community' })}
      intro={t({
        id: 'auth.join.intro',
        message: 'Create an account to start discussions, reply to others and keep a creative profile.',
      })}
      other={{
        question: t({ id: 'auth.join.already-member', message: 'Already a member?' }),
        to: signInPath(next),
        label: t({ id: 'auth.sign-in.submit', message: 'Sign In' }),
      }}
    >
      <JoinForm onJoined={() => void navigate(target, { replace: true })} />
    </AuthScreen>
  );
}
