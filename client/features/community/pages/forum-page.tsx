import { PlaceholderScreen } from '@client/components/ui/placeholder-screen';

/** Placeholder until the community issue brings forum pages. */
export function ForumPage() {
  return (
    <>
      <title>Forum · Griot</title>
      <PlaceholderScreen
        title="Forum"
        description="This page will list the posts of one forum, newest first, with pinned posts on top."
      />
    </>
  );
}
