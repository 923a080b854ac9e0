import { PlaceholderScreen } from '@client/components/ui/placeholder-screen';

/** Placeholder until the community issue brings the forum hub. */
export function CommunityPage() {
  return (
    <>
      <title>Community · Griot</title>
      <PlaceholderScreen
        title="Community"
        description="This is where the forums, the latest discussions and the creatives online right now will appear."
      />
    </>
  );
}
