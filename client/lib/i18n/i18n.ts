// The client's one Lingui instance (docs/decisions/015-translations.md). English needs no catalog: its
// texts are in the code, compiled at build time, so the app starts in English at once; another language
// loads its catalog's parts (./catalog-parts.ts) before the screens that show them.
import { i18n } from '@lingui/core';
import { SOURCE_LOCALE } from '@shared/locales';

i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} });

export { i18n };
