import { PlaceholderScreen } from '@client/components/ui/placeholder-screen';

/** Placeholder until the admin issue. */
export function AdminLoginPage() {
  return (
    <>
      <title>Admin Panel · Griot</title>
      <PlaceholderScreen
        title="Admin Panel"
        description="This is where administrators will sign in to manage the site."
      />
    </>
  );
}
