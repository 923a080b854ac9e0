// Writes shared/locale-format/cldr/{ha,yo,pcm}.ts from Node's own CLDR data: the pieces of each date preset
// (shared/locale-format/presets.ts), the month, weekday and day-period names they use, and the number signs.
// Browsers may lack these three languages (Debian's Chromium formats them as en-US), so Griot ships them.
// Every preset is checked against Node's Intl over two years of moments before a file is written.
// Run: npx tsx scripts/generate-locale-data.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { DatePiece, LocaleData } from '../shared/locale-format/locale-data';
import { DATE_PRESETS } from '../shared/locale-format/presets';
import { formatShippedDate, formatShippedNumber } from '../shared/locale-format/shipped-format';
import { SHIPPED_LOCALES } from '../shared/locale-format/shipped-locales';

const root = fileURLToPath(new URL('..', import.meta.url));
const UTC = 'UTC';
/** Monday 5 January 2026, 07:05: one-digit day, month, hour and minute, in the morning. */
const MORNING = new Date(Date.UTC(2026, 0, 5, 7, 5));
/** Saturday 28 November 2026, 19:45: in the evening. */
const EVENING = new Date(Date.UTC(2026, 10, 28, 19, 45));

function generate(locale: string): LocaleData {
  const names: string[][] = [];
  const nameIndex = (list: string[]) => {
    const key = JSON.stringify(list);
    const found = names.findIndex((existing) => JSON.stringify(existing) === key);
    if (found >= 0) return found;
    names.push(list);
    return names.length - 1;
  };
  const presets: Record<string, DatePiece[]> = {};
  for (const [name, options] of Object.entries(DATE_PRESETS)) {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: UTC });
    const partOf = (date: Date, type: string) => format.formatToParts(date).find((part) => part.type === type)?.value;
    const digits = (value: string) => (value.length >= 2 && value.startsWith('0') ? 2 : 1);
    presets[name] = format.formatToParts(MORNING).map((part): DatePiece => {
      const { type, value } = part;
      switch (type) {
        case 'literal':
          return value;
        case 'day':
        case 'minute':
          return { field: type, digits: digits(value) };
        case 'year':
          return { field: 'year', digits: value.length === 2 ? 2 : 4 };
        case 'hour':
          return { field: 'hour', digits: digits(value), cycle: partOf(EVENING, 'hour') === '19' ? 24 : 12 };
        case 'month':
          if (/^\d+$/.test(value)) return { field: 'month', digits: digits(value) };
          return {
            field: 'month',
            names: nameIndex(
              Array.from({ length: 12 }, (_, month) => partOf(new Date(Date.UTC(2026, month, 5, 7, 5)), 'month')!),
            ),
          };
        case 'weekday':
          // 4 January 2026 is a Sunday.
          return {
            field: 'weekday',
            names: nameIndex(
              Array.from({ length: 7 }, (_, day) => partOf(new Date(Date.UTC(2026, 0, 4 + day, 7, 5)), 'weekday')!),
            ),
          };
        case 'dayPeriod':
          return { field: 'dayPeriod', names: nameIndex([value, partOf(EVENING, 'dayPeriod')!]) };
        default:
          throw new Error(`${locale} ${name}: a ${type} part, which the shipped formats do not have`);
      }
    });
  }
  // What stands before and after the amount: "₦" in Yoruba, "₦ " (with its space) in Hausa.
  const nairaParts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'NGN',
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(1234.5);
  const amount = (type: string) => ['integer', 'group', 'decimal', 'fraction'].includes(type);
  const first = nairaParts.findIndex((part) => amount(part.type));
  const last = nairaParts.length - 1 - [...nairaParts].reverse().findIndex((part) => amount(part.type));
  const text = (parts: Intl.NumberFormatPart[]) => parts.map((part) => part.value).join('');
  const signs = new Intl.NumberFormat(locale).formatToParts(1234.5);
  const data: LocaleData = {
    names,
    presets,
    number: {
      group: signs.find((part) => part.type === 'group')!.value,
      decimal: signs.find((part) => part.type === 'decimal')!.value,
      nairaBefore: text(nairaParts.slice(0, first)),
      nairaAfter: text(nairaParts.slice(last + 1)),
    },
  };
  check(locale, data);
  return data;
}

/** Every preset and number as Node's Intl prints them, over two years of moments. */
function check(locale: string, data: LocaleData): void {
  for (const [name, options] of Object.entries(DATE_PRESETS)) {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: UTC });
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2027, 0, 1); at += 37 * 60 * 60 * 1000 + 7 * 60 * 1000) {
      const date = new Date(at);
      const shipped = formatShippedDate(date, data.presets[name]!, data, UTC);
      if (shipped !== format.format(date))
        throw new Error(`${locale} ${name}: "${shipped}", Intl "${format.format(date)}"`);
    }
  }
  const naira = new Intl.NumberFormat(locale, { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' });
  const shippedNaira = `${data.number.nairaBefore}${formatShippedNumber(1500.5, 2, data)}${data.number.nairaAfter}`;
  if (shippedNaira !== naira.format(1500.5))
    throw new Error(`${locale} naira: "${shippedNaira}", Intl "${naira.format(1500.5)}"`);
  for (const value of [0, 7, 1234.5, 1234567.25, -98765]) {
    const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
    const shipped = formatShippedNumber(value, 2, data);
    if (shipped !== intl.replace('−', '-')) throw new Error(`${locale} number: "${shipped}", Intl "${intl}"`);
  }
}

for (const locale of SHIPPED_LOCALES) {
  const file = path.join(root, 'shared', 'locale-format', 'cldr', `${locale}.ts`);
  const source =
    `// Generated by scripts/generate-locale-data.ts from Node ${process.versions.node} (CLDR ${process.versions.cldr}): do not edit.\n` +
    `import type { LocaleData } from '../locale-data';\n\n` +
    `export default ${JSON.stringify(generate(locale))} satisfies LocaleData;\n`;
  writeFileSync(file, await format(source, { ...(await resolveConfig(file)), filepath: file }));
  console.log(`wrote ${path.relative(root, file)}`);
}
