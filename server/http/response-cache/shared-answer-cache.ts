// Answers that are the same for every visitor, kept serialized with their ETag so that a repeated read
// costs no query and no serialization. A write route empties the caches it declares (register.ts); the
// short lifetime bounds how long another server process's write can go unseen, and keeps "upcoming
// events" honest across midnight.
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  /** UTF-8 bytes, encoded once: a string body would be measured and encoded again for every answer. */
  body: Buffer;
  etag: string;
  /** Viewers (community profile ids) whose own answer would differ from these bytes; see cachedAnswer. */
  differsFor?: ReadonlySet<string>;
}

interface Entry extends CachedAnswer {
  storedAt: number;
}

/** A strong validator: the same body always has the same tag, any change gives another. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export class SharedAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private currentGeneration = 0;
  /** Loads under way, by generation and key: requests that arrive during one wait for it. */
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  /** Caches whose answers are built from this one's data too: emptied with it. */
  private readonly fed: SharedAnswerCache[] = [];
  /** Answers served from memory (kept, or a load already under way) and answers loaded (/metrics). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number } = { maxEntries: 500, ttlMs: 5_000 },
    private readonly now: () => number = Date.now,
  ) {}

  /** Changes with every invalidation: an answer read before a write is never stored after it. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedAnswer | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  /** A kept answer about to be served as it is, counted as a hit (a miss is counted by the load after). */
  serve(key: string): CachedAnswer | null {
    const answer = this.get(key);
    if (answer) this.hits += 1;
    return answer;
  }

  /** Stores an answer computed while `generation` was current; an answer older than a write is dropped. */
  set(key: string, answer: CachedAnswer, generation: number): void {
    if (generation !== this.currentGeneration) return;
    this.entries.delete(key);
    // Any cursor makes a key, so the cache is bounded: the oldest entry goes first.
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { ...answer, storedAt: this.now() });
  }

  /**
   * The kept answer, or the one `load` makes, kept. Requests for a key that is being loaded share that
   * load rather than each querying the database (fifty visitors arriving as an answer expires cost one
   * query); a load started before a write is not shared with requests that arrive after it.
   */
  async getOrLoad(key: string, load: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const stored = this.serve(key);
    if (stored) return stored;
    const generation = this.currentGeneration;
    const loadingKey = `${generation} ${key}`;
    const pending = this.loading.get(loadingKey);
    if (pending) {
      this.hits += 1;
      return pending;
    }
    this.misses += 1;
    const loaded = load().then((answer) => {
      this.set(key, answer, generation);
      return answer;
    });
    this.loading.set(loadingKey, loaded);
    try {
      return await loaded;
    } finally {
      this.loading.delete(loadingKey);
    }
  }

  /** Declares that `other` keeps answers built from this cache's data, so that a write here empties it. */
  feeds(other: SharedAnswerCache): this {
    this.fed.push(other);
    return this;
  }

  invalidate(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    for (const other of this.fed) other.invalidate();
  }
}
