// What the door screen says, large, after a code is checked: the check-in answer holds its outcome, whose ticket
// and of which type and when it came in, and the screen words them in its language (the server keeps an English
// copy for API clients), docs/decisions/015-translations.md.
import type { MessageDescriptor } from '@lingui/core';
import { withValues } from './texts';

export type CheckInOutcome = 'checked_in' | 'already' | 'invalid';

/** The type of a ticket whose type is gone. */
const TICKET = /*i18n*/ { id: 'shop.door.answer.ticket', message: 'Ticket' };

/**
 * "Checked in — Ada Obi, VIP", "Already checked in at 22:54 — Ada Obi, VIP" (`time`, the clock in Lagos as
 * the screen's language writes it), or "Not a valid ticket for this event".
 */
export function checkInText(
  answer: { outcome: CheckInOutcome; holderName: string | null; typeName: string | null },
  time: string | null,
): MessageDescriptor {
  const holder = answer.holderName ?? '';
  const type = answer.typeName ?? TICKET;
  if (answer.outcome === 'checked_in')
    return withValues(
      /*i18n*/ { id: 'shop.door.answer.checked-in', message: 'Checked in — {holder}, {type}' },
      { holder, type },
    );
  if (answer.outcome === 'already')
    return withValues(
      /*i18n*/ { id: 'shop.door.answer.already', message: 'Already checked in at {time} — {holder}, {type}' },
      { time: time ?? '', holder, type },
    );
  return /*i18n*/ { id: 'shop.door.answer.invalid', message: 'Not a valid ticket for this event' };
}
