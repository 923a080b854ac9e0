import { PlaceholderScreen } from '@client/components/ui/placeholder-screen';

/** Placeholder until the authentication issue. */
export function JoinPage() {
  return (
    <>
      <title>Join Community · Griot</title>
      <PlaceholderScreen
        title="Join Community"
        description="This is where new members will create an account to post in the forums and keep a profile."
      />
    </>
  );
}
