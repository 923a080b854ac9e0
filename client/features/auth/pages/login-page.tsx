import { PlaceholderScreen } from '@client/components/ui/placeholder-screen';

/** Placeholder until the authentication issue. */
export function LoginPage() {
  return (
    <>
      <title>Sign In · Griot</title>
      <PlaceholderScreen
        title="Sign In"
        description="This is where members will sign in with their e-mail address and password."
      />
    </>
  );
}
