import { Link, useNavigate } from 'react-router';
import { SignInForm } from '@client/auth/sign-in-form';
import { FormCard } from '@client/components/ui/form-card';
import { paths } from '@client/lib/paths';

export function LoginPage() {
  const navigate = useNavigate();
  return (
    <>
      <title>Sign In · Griot</title>
      <FormCard
        title="Sign In"
        intro="Welcome back. Sign in to post in the forums and keep your profile."
        footer={
          <>
            New to Griot?{' '}
            <Link to={paths.join.to()} className="font-semibold text-terracotta-600 underline-offset-4 hover:underline">
              Join Community
            </Link>
          </>
        }
      >
        <SignInForm onSignedIn={() => void navigate(paths.home.to())} />
      </FormCard>
    </>
  );
}
