import { PlaceholderScreen } from '@client/components/ui/placeholder-screen';

/** Placeholder until the admin issue. */
export function AdminSectionPage() {
  return (
    <>
      <title>Admin · Griot</title>
      <PlaceholderScreen
        title="Admin"
        description="This part of the admin panel will list and edit one kind of content."
      />
    </>
  );
}
