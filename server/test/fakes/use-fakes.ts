// The fakes in API tests: started for the enclosing describe, back to their normal answers before each test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '@server/config';
import type { FakeService } from './http';
import { createFakeMusicBrainz, TEST_CONTACT } from './musicbrainz';
import { createFakeNews, TEST_NEWS_KEY } from './news';

const DEFAULT_TIMEOUT_MS = 2000;

export function useFake<F extends FakeService>(fake: F): F {
  beforeAll(() => fake.start());
  beforeEach(() => fake.reset());
  afterAll(() => fake.close());
  return fake;
}

export interface ImportFakes {
  musicBrainz: FakeService;
  news: FakeService;
  /**
   * The app's `config.imports`, pointing at the fakes: pass it to `useTestApp(driver, { imports })`. It is
   * reset before each test; a test may change it (a short timeout, no key) before it calls the app, which
   * reads it per request.
   */
  settings: Config['imports'];
}

/** MusicBrainz and the News API, faked for the imports' tests. */
export function useImportFakes(): ImportFakes {
  const musicBrainz = useFake(createFakeMusicBrainz());
  const news = useFake(createFakeNews());
  const settings: Config['imports'] = {
    musicBrainzUrl: '',
    musicBrainzContact: TEST_CONTACT,
    newsApiUrl: '',
    newsApiKey: TEST_NEWS_KEY,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    feedsAllowedPrivateAddresses: [],
  };
  beforeEach(() => {
    Object.assign(settings, {
      musicBrainzUrl: musicBrainz.url,
      musicBrainzContact: TEST_CONTACT,
      newsApiUrl: news.url,
      newsApiKey: TEST_NEWS_KEY,
      timeoutMs: DEFAULT_TIMEOUT_MS,
    });
  });
  return { musicBrainz, news, settings };
}
