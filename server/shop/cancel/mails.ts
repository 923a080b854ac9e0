// What a ticket holder hears when their event is called off: the tickets are void, and what they paid for
// them is on its way back. In the order's language (orders.locale), with its date and naira.
import type { I18n } from '@lingui/core';
import { EVENT_TIME_ZONE } from '@shared/constants';
import { formatDate, formatNairaIn } from '@shared/locale-format/format';
import { mailLocale } from '@server/mail/mail-language';
import type { MailContent } from '@server/mail/message';
import { orderLink, VIEW_ORDER } from '@server/shop/orders/mails';
import { withValues } from '@server/lib/i18n/server-i18n';

export function eventCancelledMail(
  i18n: I18n,
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
  const { eventName, fullName } = order;
  const locale = mailLocale(i18n);
  return {
    language: i18n,
    subject: i18n._(
      withValues(
        /*i18n*/ { id: 'shop.event-cancelled-mail.subject', message: '{eventName} is cancelled' },
        { eventName },
      ),
    ),
    heading: i18n._(/*i18n*/ { id: 'shop.event-cancelled-mail.heading', message: 'Event cancelled' }),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          withValues(
            /*i18n*/ {
              id: 'shop.event-cancelled-mail.sorry',
              message:
                'We are sorry, {fullName}: {eventName} on {day} has been cancelled. Your tickets for it are no longer valid.',
            },
            { fullName, eventName, day: formatDate(order.startsAt, locale, 'eventDay', EVENT_TIME_ZONE) },
          ),
        ),
      },
      {
        kind: 'paragraph',
        text:
          order.seatsKobo > 0
            ? i18n._(
                withValues(
                  /*i18n*/ {
                    id: 'shop.event-cancelled-mail.refunding',
                    message:
                      'We are refunding {amount} for them to the card or account you paid with. It usually takes a few days.',
                  },
                  { amount: formatNairaIn(order.seatsKobo, locale) },
                ),
              )
            : i18n._(
                /*i18n*/ {
                  id: 'shop.event-cancelled-mail.free',
                  message: 'Your tickets were free, so there is nothing to refund.',
                },
              ),
      },
      {
        kind: 'button',
        label: i18n._(VIEW_ORDER),
        url: orderLink(i18n, publicUrl, order),
      },
    ],
  };
}
