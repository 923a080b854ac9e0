// A stand-in for the News API's top headlines (GET /v2/top-headlines, key in X-Api-Key), answering in the
// service's own shape (docs/contracts/external-services.md). Its normal answer is ten headlines for the
// right key and the service's 401 for any other.
import { createFakeService, sendJson, type FakeService, type Responder } from './http';

/** The key the fake accepts and the tests configure. */
export const TEST_NEWS_KEY = 'test-news-key-0123456789abcdef';

export interface FakeArticle {
  title: string | null;
  author?: string | null;
  source?: string;
  publishedAt?: string;
  description?: string | null;
  content?: string | null;
  urlToImage?: string | null;
}

export function newsAnswer(articles: readonly FakeArticle[]) {
  return {
    status: 'ok',
    totalResults: 38,
    articles: articles.map((a, i) => ({
      source: { id: null, name: a.source ?? 'Pulse Nigeria' },
      author: a.author === undefined ? 'Ada Obi' : a.author,
      title: a.title,
      description: a.description === undefined ? `Description ${i + 1}.` : a.description,
      url: `https://news.example/${i + 1}`,
      urlToImage: a.urlToImage === undefined ? `https://images.example/${i + 1}.jpg` : a.urlToImage,
      publishedAt: a.publishedAt ?? '2026-05-01T10:00:00Z',
      content: a.content === undefined ? `First 200 characters of article ${i + 1} [+1834 chars]` : a.content,
    })),
  };
}

/** Ten headlines without images, so that a browser showing them never reaches for a host that is not there. */
export const TEN_HEADLINES: readonly FakeArticle[] = Array.from({ length: 10 }, (_, i) => ({
  title: `Lagos festival headline ${i + 1}`,
  publishedAt: `2026-05-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
  urlToImage: null,
}));

export function newsError(code: string, message: string) {
  return { status: 'error', code, message };
}

export const answerHeadlines: Responder = (_request, response) => sendJson(response, 200, newsAnswer(TEN_HEADLINES));

export function createFakeNews(): FakeService {
  return createFakeService((request, response) => {
    if (request.method !== 'GET' || request.path !== '/v2/top-headlines')
      return sendJson(response, 404, newsError('endpointNotFound', 'Not found.'));
    if (request.headers['x-api-key'] !== TEST_NEWS_KEY)
      return sendJson(response, 401, newsError('apiKeyInvalid', 'Your API key is invalid or incorrect.'));
    return answerHeadlines(request, response);
  });
}
