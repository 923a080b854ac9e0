// Every shipped language's formats at once, for the server (which prints pages in any language) and the
// tests: the client loads only its page's (client/lib/i18n/shipped-formats.ts).
import ha from './cldr/ha';
import pcm from './cldr/pcm';
import yo from './cldr/yo';
import { registerLocaleData } from './shipped-format';

export function registerShippedLocales(): void {
  registerLocaleData('ha', ha);
  registerLocaleData('yo', yo);
  registerLocaleData('pcm', pcm);
}
