import { PlaceholderScreen } from '@client/components/ui/placeholder-screen';

/** Placeholder until the profile issue. */
export function ProfilePage() {
  return (
    <>
      <title>Your Profile · Griot</title>
      <PlaceholderScreen
        title="Your Profile"
        description="This is where signed-in members will see and edit their community profile."
      />
    </>
  );
}
