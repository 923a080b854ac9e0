import { describe, expect, it } from 'vitest';
import { linesOfVariants, variantsFromLines } from './variant-lines';

describe('variant lines', () => {
  it('writes a variant per line, leaving out what is empty', () => {
    expect(
      linesOfVariants([
        { name: 'S', stock: 8, sku: 'TEE-S' },
        { name: 'M', stock: null, sku: 'TEE-M' },
        { name: 'L', stock: 0, sku: null },
        { name: 'Standard', stock: null, sku: null },
      ]),
    ).toBe('S, 8, TEE-S\nM, , TEE-M\nL, 0\nStandard');
  });

  it('reads them back, blank lines skipped and "unlimited" understood', () => {
    expect(variantsFromLines(' S, 8, TEE-S \n\nM, unlimited, TEE-M\nL, 0\nStandard')).toEqual([
      { name: 'S', stock: 8, sku: 'TEE-S' },
      { name: 'M', stock: null, sku: 'TEE-M' },
      { name: 'L', stock: 0 },
      { name: 'Standard', stock: null },
    ]);
  });

  it('keeps a stock that is not a whole number as NaN, for the schema to refuse', () => {
    expect(variantsFromLines('S, 2.5\nM, many')).toEqual([
      { name: 'S', stock: Number.NaN },
      { name: 'M', stock: Number.NaN },
    ]);
  });
});
