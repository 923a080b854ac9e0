// What a first visit to one page costs a phone in bytes over the wire: Debian's Chromium driven by
// playwright-core, a fresh context (an empty cache) at 390 × 844 with a phone's pixel ratio of 3, service
// workers blocked so that the numbers are the page's own (not the offline copy's precache), the page loaded
// and left alone until the network has been quiet for a while (the web fonts load after the first screen; lazy
// pictures below the fold do not load, since nothing scrolls). Every response's bytes are summed as Chromium's
// network stack counts them (`Network.loadingFinished`'s `encodedDataLength`: the compressed body and the
// headers), by the type Chromium gives the request.
import { chromium, type CDPSession } from 'playwright-core';
import { CHROMIUM } from './lighthouse-scores';

export const TRANSFER_VIEWPORT = { width: 390, height: 844 } as const;

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/** How long the network must stay quiet (nothing in flight, nothing new) before the page counts as loaded. */
const QUIET_MS = 2_500;
/** The longest a page is watched after its load event. */
const MAX_WAIT_MS = 20_000;

export const TRANSFER_TYPES = ['document', 'script', 'stylesheet', 'font', 'image', 'fetch', 'other'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export interface TransferPart {
  /** Everything received: bodies as sent (compressed) and headers. */
  bytes: number;
  /** The response headers' share of `bytes`. */
  headerBytes: number;
  requests: number;
}

export interface PageTransfer {
  path: string;
  viewport: { width: number; height: number; deviceScaleFactor: number };
  total: TransferPart;
  byType: Record<TransferType, TransferPart>;
  /** Every response, largest first, for finding what to cut. */
  responses: Array<{ url: string; type: TransferType; status: number; bytes: number; encoding: string }>;
  /** Requests that failed or were cancelled (their bytes so far are counted). */
  failed: string[];
}

/** Chromium's resource types (CDP Network.ResourceType) in the report's few kinds. */
function kindOf(resourceType: string | undefined): TransferType {
  switch (resourceType) {
    case 'Document':
      return 'document';
    case 'Script':
      return 'script';
    case 'Stylesheet':
      return 'stylesheet';
    case 'Font':
      return 'font';
    case 'Image':
      return 'image';
    case 'Fetch':
    case 'XHR':
      return 'fetch';
    default:
      return 'other';
  }
}

/**
 * A request Chromium types as Other, by what came back: the session the page preloads as a fetch
 * (`<link rel=preload as=fetch>`) is a fetch, the favicon an image.
 */
function refinedKind(kind: TransferType, mimeType: string): TransferType {
  if (kind !== 'other') return kind;
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('font/')) return 'font';
  if (mimeType === 'application/json') return 'fetch';
  return kind;
}

interface RequestRecord {
  url: string;
  type: TransferType;
  status: number;
  /** The answer's Content-Encoding ('br', 'gzip'), or '' when it came as it is. */
  encoding: string;
  headerBytes: number;
  bytes: number;
  done: boolean;
  failed: boolean;
}

/** Listens to the page's network through its own CDP session; `quiet()` resolves once nothing has moved for QUIET_MS. */
async function watchNetwork(session: CDPSession) {
  const requests = new Map<string, RequestRecord>();
  let lastActivity = performance.now();
  const touch = () => {
    lastActivity = performance.now();
  };
  session.on('Network.requestWillBeSent', (event) => {
    touch();
    const previous = requests.get(event.requestId);
    if (previous && event.redirectResponse) {
      // A redirect reuses the request id: the redirect's own answer (headers only) is counted apart.
      requests.set(`${event.requestId}:redirect:${event.redirectResponse.url}`, {
        ...previous,
        status: event.redirectResponse.status,
        headerBytes: event.redirectResponse.encodedDataLength,
        bytes: event.redirectResponse.encodedDataLength,
        done: true,
      });
    }
    requests.set(event.requestId, {
      url: event.request.url,
      type: kindOf(event.type),
      status: 0,
      encoding: '',
      headerBytes: 0,
      bytes: 0,
      done: false,
      failed: false,
    });
  });
  session.on('Network.responseReceived', (event) => {
    touch();
    const record = requests.get(event.requestId);
    if (!record) return;
    record.type = refinedKind(kindOf(event.type), event.response.mimeType);
    record.status = event.response.status;
    const headers = Object.entries(event.response.headers);
    record.encoding = headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? '';
    // At the moment the headers arrive, what was received is the headers.
    record.headerBytes = event.response.encodedDataLength;
  });
  session.on('Network.dataReceived', touch);
  session.on('Network.loadingFinished', (event) => {
    touch();
    const record = requests.get(event.requestId);
    if (!record) return;
    record.bytes = event.encodedDataLength;
    record.done = true;
  });
  session.on('Network.loadingFailed', (event) => {
    touch();
    const record = requests.get(event.requestId);
    if (!record) return;
    record.done = true;
    record.failed = true;
  });
  await session.send('Network.enable');

  const inFlight = () => [...requests.values()].filter((r) => !r.done && !r.url.startsWith('data:')).length;
  return {
    requests,
    async quiet(): Promise<void> {
      const started = performance.now();
      while (performance.now() - started < MAX_WAIT_MS) {
        if (inFlight() === 0 && performance.now() - lastActivity >= QUIET_MS) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** One first visit to `pagePath` at a phone's size; the bytes it cost by kind. */
export async function measureTransfer(baseUrl: string, pagePath: string): Promise<PageTransfer> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const deviceScaleFactor = 3;
    const context = await browser.newContext({
      viewport: TRANSFER_VIEWPORT,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const session = await page.context().newCDPSession(page);
    const network = await watchNetwork(session);
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await network.quiet();

    const empty = (): TransferPart => ({ bytes: 0, headerBytes: 0, requests: 0 });
    const byType = Object.fromEntries(TRANSFER_TYPES.map((type) => [type, empty()])) as Record<
      TransferType,
      TransferPart
    >;
    const total = empty();
    const responses: PageTransfer['responses'] = [];
    const failed: string[] = [];
    for (const record of network.requests.values()) {
      if (record.url.startsWith('data:') || record.url.startsWith('blob:')) continue;
      // A response still arriving after the wait: what came so far is at least its headers.
      const bytes = Math.max(record.bytes, record.headerBytes);
      for (const part of [byType[record.type], total]) {
        part.bytes += bytes;
        part.headerBytes += Math.min(record.headerBytes, bytes);
        part.requests += 1;
      }
      responses.push({
        url: record.url.replace(baseUrl, ''),
        type: record.type,
        status: record.status,
        bytes,
        encoding: record.encoding,
      });
      if (record.failed || !record.done) failed.push(record.url.replace(baseUrl, ''));
    }
    responses.sort((a, b) => b.bytes - a.bytes);
    await context.close();
    return {
      path: pagePath,
      viewport: { ...TRANSFER_VIEWPORT, deviceScaleFactor },
      total,
      byType,
      responses,
      failed,
    };
  } finally {
    await browser.close();
  }
}
