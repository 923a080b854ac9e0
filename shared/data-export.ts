// The name of a member's data download (GET /api/account/data), dated by Lagos's day: the server's
// Content-Disposition and the account page's download use the same one.
import { instantToLagosLocal } from './lagos-time';

export function dataExportFileName(now: Date = new Date()): string {
  return `griot-data-${instantToLagosLocal(now).slice(0, 10)}.json`;
}
