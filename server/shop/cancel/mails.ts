// What a ticket holder hears when their event is called off: the tickets are void, and what they paid for
// them is on its way back.
import { formatNaira } from '@shared/money';
import { EVENT_TIME_ZONE } from '@shared/constants';
import type { MailContent } from '@server/mail/message';
import { orderLink } from '@server/shop/orders/mails';

const day = new Intl.DateTimeFormat('en-GB', { timeZone: EVENT_TIME_ZONE, dateStyle: 'full' });

export function eventCancelledMail(
  order: {
    reference: string;
    linkSecret: string;
    fullName: string;
    seatsKobo: number;
    eventName: string;
    startsAt: Date;
  },
  publicUrl: string,
): MailContent {
  return {
    subject: `${order.eventName} is cancelled`,
    heading: 'Event cancelled',
    blocks: [
      {
        kind: 'paragraph',
        text: `We are sorry, ${order.fullName}: ${order.eventName} on ${day.format(order.startsAt)} has been cancelled. Your tickets for it are no longer valid.`,
      },
      {
        kind: 'paragraph',
        text:
          order.seatsKobo > 0
            ? `We are refunding ${formatNaira(order.seatsKobo, 'en-NG')} for them to the card or account you paid with. It usually takes a few days.`
            : 'Your tickets were free, so there is nothing to refund.',
      },
      { kind: 'button', label: 'View your order', url: orderLink(publicUrl, order) },
    ],
  };
}
