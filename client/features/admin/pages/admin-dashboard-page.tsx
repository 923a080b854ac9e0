import { PlaceholderScreen } from '@client/components/ui/placeholder-screen';

/** Placeholder until the admin issue. */
export function AdminDashboardPage() {
  return (
    <>
      <title>Dashboard · Griot</title>
      <PlaceholderScreen
        title="Dashboard"
        description="This is where administrators will manage products, events, artists and stories."
      />
    </>
  );
}
