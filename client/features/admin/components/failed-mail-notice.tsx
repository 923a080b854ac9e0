import { Link } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { paths } from '@client/lib/paths';

/** Messages that failed for good: the dashboard says how many and leads to them. */
export function FailedMailNotice({ count }: { count: number }) {
  return (
    <Alert
      message={count === 1 ? '1 message could not be sent.' : `${count} messages could not be sent.`}
      action={
        <Link
          to={`${paths.adminMail.to()}?status=failed`}
          className="text-sm font-semibold underline underline-offset-4"
        >
          See the failed mail
        </Link>
      }
    />
  );
}
