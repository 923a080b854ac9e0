// The door's side of tickets: check-in, its counts, the events a door may open, and the admin's door staff
// and attendees.
import Type, { type Static } from 'typebox';
import { EMAIL_PATTERN } from './auth-limits';
import { Id, IsoDateTime } from './common';

export const DoorEvent = Type.Object({
  id: Id,
  slug: Type.String(),
  name: Type.String(),
  startsAt: IsoDateTime,
  /** Tickets that open the door (not void). */
  sold: Type.Integer({ minimum: 0 }),
  checkedIn: Type.Integer({ minimum: 0 }),
});
export type DoorEvent = Static<typeof DoorEvent>;

export const EventSlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

const CODE_MESSAGE = /*i18n*/ { id: 'tickets.rule.code-required', message: 'Type or scan a ticket code.' };

export const CheckInBody = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: 100,
      errorMessage: { minLength: CODE_MESSAGE, required: CODE_MESSAGE },
    }),
  },
  { additionalProperties: false },
);
export type CheckInBody = Static<typeof CheckInBody>;

export const CheckInAnswer = Type.Object({
  outcome: Type.Union([Type.Literal('checked_in'), Type.Literal('already'), Type.Literal('invalid')]),
  /** Whose ticket it is, when it is one of this event's (checked_in, already); else null. */
  holderName: Type.Union([Type.String(), Type.Null()]),
  /** Its ticket type's name; null when not a ticket, or when its type is gone. */
  typeName: Type.Union([Type.String(), Type.Null()]),
  /** When it came in, for 'already'; else null. */
  checkedInAt: Type.Union([IsoDateTime, Type.Null()]),
  /**
   * In English, for API clients: "Checked in — Ada Obi, VIP". The door screen words the outcome and the
   * fields above in its own language (shared/door-texts.ts).
   */
  message: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  event: DoorEvent,
});
export type CheckInAnswer = Static<typeof CheckInAnswer>;

export const DoorStaffMember = Type.Object({ userId: Id, email: Type.String() });
export type DoorStaffMember = Static<typeof DoorStaffMember>;

const EMAIL_MESSAGE = /*i18n*/ { id: 'forms.email-invalid', message: 'Enter a valid e-mail address.' };

export const DoorStaffBody = Type.Object(
  {
    email: Type.String({
      maxLength: 1000,
      pattern: EMAIL_PATTERN,
      errorMessage: { pattern: EMAIL_MESSAGE, required: EMAIL_MESSAGE },
    }),
  },
  { additionalProperties: false },
);

export const EventIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const DoorStaffParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  userId: Type.String({ format: 'uuid' }),
});

export const AttendeeSummary = Type.Object({
  event: DoorEvent,
  types: Type.Array(
    Type.Object({
      name: Type.String(),
      priceKobo: Type.Integer({ minimum: 0 }),
      capacity: Type.Integer({ minimum: 0 }),
      sold: Type.Integer({ minimum: 0 }),
      revenueKobo: Type.Integer({ minimum: 0 }),
      checkedIn: Type.Integer({ minimum: 0 }),
    }),
  ),
  revenueKobo: Type.Integer({ minimum: 0 }),
});
export type AttendeeSummary = Static<typeof AttendeeSummary>;

export const EVENT_REFUND_STATUSES = ['queued', 'requested', 'refunded', 'failed'] as const;

/** A cancelled event's refunds, one per paid order holding its tickets, with each outcome. */
export const EventCancellation = Type.Object({
  cancelledAt: Type.Union([IsoDateTime, Type.Null()]),
  refunds: Type.Array(
    Type.Object({
      reference: Type.String(),
      email: Type.String(),
      amountKobo: Type.Integer({ minimum: 0 }),
      status: Type.Enum([...EVENT_REFUND_STATUSES]),
      detail: Type.String(),
    }),
  ),
});
export type EventCancellation = Static<typeof EventCancellation>;
