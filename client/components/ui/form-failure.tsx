interface FormFailureProps {
  /** The spec's exact failure text, announced as an alert. */
  message: string;
  /** The server's reason, when it has one worth reading; kept out of the alert so its text stays exact. */
  detail?: string | null;
}

/** Why a form could not be sent; everything typed stays in the form. */
export function FormFailure({ message, detail }: FormFailureProps) {
  return (
    <div className="rounded-xl border border-danger-200 bg-danger-50 px-4 py-3 text-sm text-danger-700">
      <p role="alert" className="font-semibold">
        {message}
      </p>
      {detail && <p className="mt-1">{detail}</p>}
    </div>
  );
}
