// The field that people never see and simple bots fill in (join, new posts and replies): a name a form
// filler would expect to fill. A request with something in it is refused and writes nothing
// (server/lib/honeypot.ts).
export const HONEYPOT_FIELD = 'website';

/** The answer to a filled honeypot: plain, naming no field (a 400, and nothing is written). */
export const HONEYPOT_REFUSAL = /*i18n*/ {
  id: 'forms.honeypot.refused',
  message: 'This could not be sent. Please try again.',
};
