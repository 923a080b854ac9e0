import { useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { MAIN_ID } from '@client/lib/paths';

interface DialogProps {
  /** Id of the element that names the dialog: its heading, or the question of a confirmation. */
  labelledBy: string;
  describedBy?: string;
  /** "alertdialog" for a confirmation that interrupts the user. */
  role?: 'dialog' | 'alertdialog';
  /** Escape pressed; the owner decides and unmounts the dialog to close it. */
  onCancel: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside) and
 * Escape cancels. Mounting opens it, unmounting closes it. It focuses the element marked
 * `data-autofocus` (else the browser picks the first focusable one) and, on close, gives focus back
 * to whatever had it before, normally the button that opened it; when that is gone (the item it deleted),
 * to the screen's main, rather than lost to the page's body.
 */
export function Dialog({ labelledBy, describedBy, role = 'dialog', onCancel, children, className = '' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect: the dialog opens before the first paint and closes (focus back) within the commit.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
      else document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    };
  }, []);

  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The browser would close the element itself; let the owner's state do it instead.
    event.preventDefault();
    onCancel();
  };

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={cancel}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto overscroll-contain rounded-card bg-cream-50 text-ink-900 shadow-lift backdrop:bg-ink-950/60 ${className}`}
    >
      {children}
    </dialog>
  );
}
