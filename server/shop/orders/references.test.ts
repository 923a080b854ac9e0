import { describe, expect, it } from 'vitest';
import { attemptReference, newOrderReference, orderReferenceOf } from './references';

describe("an attempt's gateway reference", () => {
  it('names its order whatever the attempt number, and nothing else is ours', () => {
    const order = newOrderReference();
    for (const attempt of [1, 9, 9999, 10_000, 123_456_789])
      expect(orderReferenceOf(attemptReference(order, attempt)), String(attempt)).toBe(order);
    for (const other of [order, `${order}-0`, `${order}-01`, `${order}-x`, 'GRT-1234-1', `pay-${order}-1`])
      expect(orderReferenceOf(other), other).toBeNull();
  });
});
