/**
 * Files of the built site, read once and kept in memory with their brotli/gzip variants. An
 * entry is replaced when the
 * file's size or modification time changes (a rebuilt site), and the whole cache is dropped
 * when it grows past its budget.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One file as it is served in one encoding. */
export interface FileVariant {
  body: Uint8Array;
  /** Strong ETag of this encoding of this content. */
  etag: string;
}

interface Entry {
  stamp: string;
  raw: Buffer;
  hash: string;
  variants: Map<Encoding, Promise<Uint8Array>>;
  bytes: number;
}

/** Memory the cache may hold before it starts again from empty. */
const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024;

export class StaticFileCache {
  #entries = new Map<string, Promise<Entry>>();
  #bytes = 0;
  #budget: number;

  constructor(budgetBytes = DEFAULT_BUDGET_BYTES) {
    this.#budget = budgetBytes;
  }

  /** The file in the given encoding; fails like fs.stat when the file is missing. */
  async get(file: string, encoding: Encoding): Promise<FileVariant> {
    const info = await stat(file);
    const stamp = `${info.size}:${info.mtimeMs}`;
    let pending = this.#entries.get(file);
    let entry = pending ? await pending.catch(() => undefined) : undefined;
    if (!entry || entry.stamp !== stamp) {
      pending = this.#load(file, stamp);
      this.#entries.set(file, pending);
      entry = await pending;
    }
    let body = entry.variants.get(encoding);
    if (!body) {
      body = this.#encode(entry.raw, encoding);
      entry.variants.set(encoding, body);
      const size = (await body).byteLength;
      entry.bytes += size;
      this.#account(size);
    }
    return { body: await body, etag: `"${entry.hash}-${encoding}"` };
  }

  /** Forgets every file: after the served folder was swapped for a new build (publish). */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  async #load(file: string, stamp: string): Promise<Entry> {
    const raw = await readFile(file);
    const entry: Entry = {
      stamp,
      raw,
      hash: createHash('sha256').update(raw).digest('base64url').slice(0, 27),
      variants: new Map([['identity', Promise.resolve(raw)]]),
      bytes: raw.byteLength,
    };
    this.#account(raw.byteLength);
    return entry;
  }

  #encode(raw: Buffer, encoding: Encoding): Promise<Uint8Array> {
    if (encoding === 'br') {
      return brotli(raw, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.byteLength },
      });
    }
    if (encoding === 'gzip') return gzipAsync(raw, { level: 9 });
    return Promise.resolve(raw);
  }

  #account(bytes: number): void {
    this.#bytes += bytes;
    if (this.#bytes > this.#budget) {
      this.#entries.clear();
      this.#bytes = 0;
    }
  }
}
