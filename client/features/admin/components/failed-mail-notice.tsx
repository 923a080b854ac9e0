import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { paths } from '@client/lib/paths';

/** Messages that failed for good: the dashboard says how many and leads to them. */
export function FailedMailNotice({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <Alert
      message={t({
        id: 'admin.mail.failed-notice',
        message: plural(count, { one: '# message could not be sent.', other: '# messages could not be sent.' }),
      })}
      action={
        <Link
          to={`${paths.adminMail.to()}?status=failed`}
          className="text-sm font-semibold underline underline-offset-4"
        >
          <Trans id="admin.mail.see-failed">See the failed mail</Trans>
        </Link>
      }
    />
  );
}
