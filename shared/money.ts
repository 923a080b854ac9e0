// Prices are kept in kobo and typed in naira. They are shown in a language by formatNairaIn
// (shared/locale-format/format.ts).

const KOBO_PER_NAIRA = 100;

/** A naira amount typed in a form (step 0.01) → integer kobo, or null when it is not a valid price. */
export function nairaToKobo(naira: number): number | null {
  if (!Number.isFinite(naira) || naira < 0) return null;
  const kobo = Math.round(naira * KOBO_PER_NAIRA);
  return Number.isSafeInteger(kobo) && kobo <= 2_147_483_647 ? kobo : null;
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}
