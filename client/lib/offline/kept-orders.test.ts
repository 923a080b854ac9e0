import { beforeEach, describe, expect, it } from 'vitest';
import { forgetOrder, keepOrder, keptOrderKey, keptOrders } from './kept-orders';

/** The browser's localStorage, as the tests' Node has none. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const order = (reference: string, createdAt: string, key: string | null = null) => ({
  reference,
  key,
  buyerName: `Buyer of ${reference}`,
  createdAt,
});

describe("a guest's orders kept on the device", () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });

  it('lists them newest first, once each', () => {
    keepOrder(order('GRT-1', '2026-11-01T10:00:00.000Z'));
    keepOrder(order('GRT-2', '2026-11-02T10:00:00.000Z'));
    keepOrder(order('GRT-1', '2026-11-01T10:00:00.000Z'));
    expect(keptOrders().map((kept) => kept.reference)).toEqual(['GRT-2', 'GRT-1']);
    expect(keptOrders()[0]!.buyerName).toBe('Buyer of GRT-2');
  });

  it("keeps a link's key when the order is opened again without it", () => {
    keepOrder(order('GRT-1', '2026-11-01T10:00:00.000Z', 'secret'));
    keepOrder(order('GRT-1', '2026-11-01T10:00:00.000Z'));
    expect(keptOrderKey('GRT-1')).toBe('secret');
  });

  it('forgets one order, and leaves nothing behind when none is left', () => {
    keepOrder(order('GRT-1', '2026-11-01T10:00:00.000Z'));
    forgetOrder('GRT-1');
    expect(keptOrders()).toEqual([]);
    expect(localStorage.getItem('griot-orders')).toBeNull();
  });
});
