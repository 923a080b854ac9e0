import { PlaceholderScreen } from '@client/components/ui/placeholder-screen';

/** Placeholder until the community issue brings post pages. */
export function PostPage() {
  return (
    <>
      <title>Post · Griot</title>
      <PlaceholderScreen
        title="Post"
        description="This page will show one post with its replies, its author and its stats."
      />
    </>
  );
}
