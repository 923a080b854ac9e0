import { describe, expect, it } from 'vitest';
import { linesOfTicketTypes, ticketTypesFromLines } from './ticket-type-lines';

const id = '00000000-0000-4000-8000-000000000001';
const start = '2026-12-20T19:00:00.000Z';

describe('ticket type lines', () => {
  it('shows each type as name, naira, seats and a sales end only when it is not the start', () => {
    expect(
      linesOfTicketTypes(
        [
          { id, name: 'Early bird', priceKobo: 500_050, capacity: 50, left: 3, salesEndAt: '2026-12-01T17:00:00.000Z' },
          { id, name: 'Guest list', priceKobo: 0, capacity: 20, left: 20, salesEndAt: start },
        ],
        start,
      ),
    ).toBe('Early bird, 5000.5, 50, 2026-12-01 18:00\nGuest list, 0, 20');
  });

  it('reads the lines back, and keeps what is not a number as NaN for the schema to name', () => {
    expect(ticketTypesFromLines(' VIP, ₦25000, 30 \n\nEarly bird, 5000.5, 50, 2026-12-01 18:00\nFree, 0, 10')).toEqual([
      { name: 'VIP', priceKobo: 2_500_000, capacity: 30 },
      { name: 'Early bird', priceKobo: 500_050, capacity: 50, salesEnd: '2026-12-01T18:00' },
      { name: 'Free', priceKobo: 0, capacity: 10 },
    ]);
    const [wrong] = ticketTypesFromLines('VIP, lots, many');
    expect(wrong!.priceKobo).toBeNaN();
    expect(wrong!.capacity).toBeNaN();
    expect(ticketTypesFromLines('VIP')[0]!.priceKobo).toBeNaN();
  });
});
