import { beforeEach, describe, expect, it } from 'vitest';
import type { Ticket } from '@shared/schemas/shop';
import {
  forgetTicketsOf,
  guestTickets,
  keepTickets,
  keptAccount,
  keptTicketsOf,
  settleKeptTickets,
} from './kept-tickets';
import { KEPT_TICKETS_KEY } from './offline-copies';

const ticket = (code: string, orderReference: string, startsAt = '2027-01-01T18:00:00.000Z'): Ticket => ({
  code,
  qrSvg: '<svg/>',
  holderName: 'Nia Achieng',
  typeName: 'Free entry',
  eventName: 'Storytellers evening',
  eventSlug: 'storytellers-evening',
  startsAt,
  venue: 'Lagos',
  status: 'valid',
  checkedInAt: null,
  refunded: false,
  orderReference,
});
const codes = (tickets: Ticket[]) => tickets.map((kept) => kept.code);

/** The browser's localStorage, as the tests' Node has none. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('tickets kept on the device', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });

  it("shows an account's copies to that account only, and a guest's to visitors", () => {
    keepTickets({ account: 'ada' }, [ticket('AAAA', 'GRT-1')]);
    keepTickets({ order: 'GRT-2' }, [ticket('BBBB', 'GRT-2')]);
    expect(codes(keptTicketsOf({ account: 'ada' }))).toEqual(['AAAA']);
    expect(codes(keptTicketsOf({ account: 'bola' }))).toEqual([]);
    expect(codes(guestTickets())).toEqual(['BBBB']);
    expect(keptAccount()).toBe('ada');
  });

  it('replaces an earlier copy of the same ticket with the newer one', () => {
    keepTickets({ account: 'ada' }, [ticket('AAAA', 'GRT-1')]);
    keepTickets({ account: 'ada' }, [{ ...ticket('AAAA', 'GRT-1'), status: 'checked_in' }]);
    expect(keptTicketsOf({ account: 'ada' }).map((kept) => kept.status)).toEqual(['checked_in']);
  });

  it("drops a member's copies once the server says nobody is signed in, and keeps the guests'", () => {
    keepTickets({ account: 'ada' }, [ticket('AAAA', 'GRT-1')]);
    keepTickets({ order: 'GRT-2' }, [ticket('BBBB', 'GRT-2')]);
    settleKeptTickets(null);
    expect(keptTicketsOf({ account: 'ada' })).toEqual([]);
    expect(keptAccount()).toBeNull();
    expect(codes(guestTickets())).toEqual(['BBBB']);
  });

  it("drops another account's copies and the guests' when a member is signed in", () => {
    keepTickets({ account: 'ada' }, [ticket('AAAA', 'GRT-1')]);
    keepTickets({ account: 'bola' }, [ticket('CCCC', 'GRT-3')]);
    keepTickets({ order: 'GRT-2' }, [ticket('BBBB', 'GRT-2')]);
    settleKeptTickets('bola');
    expect(codes(keptTicketsOf({ account: 'bola' }))).toEqual(['CCCC']);
    expect(keptTicketsOf({ account: 'ada' })).toEqual([]);
    expect(guestTickets()).toEqual([]);
  });

  it("forgets one order's copies, and an emptied store leaves nothing behind", () => {
    keepTickets({ order: 'GRT-2' }, [ticket('BBBB', 'GRT-2')]);
    keepTickets({ order: 'GRT-4' }, [ticket('DDDD', 'GRT-4')]);
    forgetTicketsOf({ order: 'GRT-2' });
    expect(codes(guestTickets())).toEqual(['DDDD']);
    forgetTicketsOf({ order: 'GRT-4' });
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
  });

  it('never shows copies of the older format, whose owner is unknown, and drops them when settling', () => {
    localStorage.setItem(KEPT_TICKETS_KEY, JSON.stringify([ticket('OLD1', 'GRT-9')]));
    expect(guestTickets()).toEqual([]);
    expect(keptAccount()).toBeNull();
    settleKeptTickets(null);
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toBeNull();
  });
});
