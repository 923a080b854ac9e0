import { Link, useNavigate } from 'react-router';
import { FormCard } from '@client/components/ui/form-card';
import { paths } from '@client/lib/paths';
import { JoinForm } from '../components/join-form';

export function JoinPage() {
  const navigate = useNavigate();
  return (
    <>
      <title>Join Community · Griot</title>
      <FormCard
        title="Join Community"
        intro="Create an account to start discussions, reply to others and keep a creative profile."
        footer={
          <>
            Already a member?{' '}
            <Link to={paths.login.to()} className="font-semibold text-terracotta-600 underline-offset-4 hover:underline">
              Sign In
            </Link>
          </>
        }
      >
        <JoinForm onJoined={() => void navigate(paths.home.to())} />
      </FormCard>
    </>
  );
}
