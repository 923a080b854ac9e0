import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField } from '@client/components/ui/select-field';
import { DEFAULT_NEWS_CATEGORY, DEFAULT_NEWS_COUNTRY, NEWS_CATEGORIES, NEWS_COUNTRIES } from '@shared/constants';
import type { StoryImportBody } from '@shared/schemas/imports';
import { importStories } from '../api/import-stories';
import { countryChoiceLabel } from '../lib/describe-import';
import { ImportPanel } from './import-panel';

const CHOICES = [
  {
    name: 'category',
    label: msg({ id: 'admin.import.stories.category', message: 'Category' }),
    options: NEWS_CATEGORIES.map((category) => ({ value: category, label: category })),
  },
  {
    name: 'country',
    label: msg({ id: 'admin.import.stories.country', message: 'Country' }),
    options: null,
  },
] as const;

/** The stories import: top news headlines by category and country (docs/product.md §2; defaults in §9). */
export function NewsImportPanel() {
  const { t, i18n } = useLingui();
  const countries = NEWS_COUNTRIES.map((country) => ({ value: country, label: countryChoiceLabel(country) }));
  const [body, setBody] = useState<StoryImportBody>({ category: DEFAULT_NEWS_CATEGORY, country: DEFAULT_NEWS_COUNTRY });
  return (
    <ImportPanel
      title={t({ id: 'admin.import.stories.title', message: 'Import Stories' })}
      intro={t({
        id: 'admin.import.stories.intro',
        message: 'Adds up to 10 top headlines from the news service as stories; titles already listed are skipped.',
      })}
      run={() => importStories(body)}
    >
      {CHOICES.map((choice) => (
        <SelectField
          key={choice.name}
          label={i18n._(choice.label)}
          name={choice.name}
          options={choice.options ?? countries}
          value={body[choice.name]}
          // The select offers only the listed values, so the body stays one the server accepts.
          onChange={(event) => setBody((current) => ({ ...current, [choice.name]: event.target.value }))}
          className="flex-1"
        />
      ))}
    </ImportPanel>
  );
}
