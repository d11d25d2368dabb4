/**
 * Reads an import file as UTF-8 text, piece by piece, never whole: a full catalog can be larger
 * than the browser turns into one string (docs/checker.md#one-pass).
 */
import type { Problem, ProblemCode, ProblemParams } from '@/engine/format/problems';

export type ImportFileSource = Blob | ReadableStream<Uint8Array>;

/** The file is not UTF-8 text: why (a code of the checker catalog), and the first byte that is not. */
export class EncodingError extends Error implements Problem {
  constructor(
    readonly code: ProblemCode,
    readonly params: ProblemParams | undefined,
    /** 0-based offset of the first byte that is not UTF-8 */
    readonly byteOffset: number,
  ) {
    super(code);
    this.name = 'EncodingError';
  }
}

export const abortError = () => new DOMException('The check was cancelled.', 'AbortError');

/** A cancelled read or check: what the one who cancelled it already knows, so nothing to show. */
export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** jsdom's Blob has neither arrayBuffer() nor stream(); FileReader it has. */
export const readBlob = (blob: Blob): Promise<ArrayBuffer> => {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
};

/**
 * The bytes of a file or stream, in the pieces the stream gives. A file is read with
 * `file.stream()` (reading blocks with `arrayBuffer()` costs Chromium's IO thread far more CPU);
 * where Blobs have no stream (jsdom), in slices of `pieceBytes`.
 */
export async function* readBytes(source: ImportFileSource, pieceBytes: number, signal?: AbortSignal): AsyncGenerator<Uint8Array> {
  const isBlob = typeof Blob !== 'undefined' && source instanceof Blob;
  if (isBlob && typeof source.stream !== 'function') {
    for (let offset = 0; offset < source.size; offset += pieceBytes) {
      if (signal?.aborted) throw abortError();
      yield new Uint8Array(await readBlob(source.slice(offset, offset + pieceBytes)));
    }
    return;
  }
  const reader = (isBlob ? (source as Blob).stream() : (source as ReadableStream<Uint8Array>)).getReader();
  // one read always under way: the next piece arrives while this one is decoded and checked
  let next = reader.read();
  try {
    for (;;) {
      if (signal?.aborted) throw abortError();
      const { done, value } = await next;
      if (done) return;
      next = reader.read();
      if (value.byteLength > 0) yield value;
    }
  } finally {
    next.catch(() => undefined);
    // a check stopped early (a syntax error, a cancel) lets go of the file
    void reader.cancel().catch(() => undefined);
  }
}

/**
 * UTF-16 without a byte-order mark: JSON starts with ASCII ('[', spaces), which UTF-16 writes
 * as the character and a zero byte. Zero bytes are valid UTF-8, so the decoder would only
 * stumble much later, at the first character beyond ASCII.
 */
const utf16WithoutMark = (bytes: Uint8Array): 'little-endian' | 'big-endian' | null => {
  const n = Math.min(bytes.length, 64) & ~1;
  if (n < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros === pairs && evenZeros === 0) return 'little-endian';
  if (evenZeros === pairs && oddZeros === 0) return 'big-endian';
  return null;
};

/**
 * The start of a character cut off at the end of `bytes` (its lead byte and what follows of it),
 * or an empty array: the decoder holds those bytes until the next piece.
 */
const cutCharacter = (bytes: Uint8Array): Uint8Array => {
  const n = bytes.length;
  for (let k = 1; k <= Math.min(3, n); k++) {
    const b = bytes[n - k]!;
    if (b < 0x80) break;
    if (b >= 0xc0) return (b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2) > k ? bytes.subarray(n - k) : new Uint8Array(0);
  }
  return new Uint8Array(0);
};

/**
 * Offset of the first byte of `bytes` that cannot be UTF-8, which a strict decoder has refused:
 * the longest start it decodes, found by halving, less the character it leaves unfinished.
 */
const firstInvalidUtf8 = (bytes: Uint8Array): number => {
  const decodes = (length: number) => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, length), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (decodes(mid + 1)) low = mid + 1;
    else high = mid;
  }
  return low - cutCharacter(bytes.subarray(0, low)).length;
};

const joined = (a: Uint8Array, b: Uint8Array) => {
  if (a.length === 0) return b;
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
};

/**
 * UTF-8 text of the pieces, with `onBytes` told the bytes read so far; a byte that is not UTF-8 is
 * told by its offset, however the pieces were cut. Only pieces `atFileStart` are looked at for a
 * byte-order mark (dropped) and UTF-16.
 */
export async function* decodeUtf8(
  pieces: AsyncIterable<Uint8Array>,
  onBytes: (bytesRead: number) => void,
  { atFileStart = true } = {},
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let offset = 0;
  let cut: Uint8Array = new Uint8Array(0);
  for await (const bytes of pieces) {
    if (atFileStart && offset === 0) {
      if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
        throw new EncodingError('utf16', undefined, 0);
      }
      const order = utf16WithoutMark(bytes);
      if (order) throw new EncodingError('utf16NoMark', { order }, 0);
    }
    let text: string;
    try {
      text = decoder.decode(bytes, { stream: true });
    } catch {
      // the character the decoder held from the last piece is looked at with this one
      const held = joined(cut, bytes);
      const at = firstInvalidUtf8(held);
      // the text before the wrong byte is still the file's: its elements count, however the pieces were cut
      if (at > 0) yield new TextDecoder().decode(held.subarray(0, at));
      const byteOffset = offset - cut.length + at;
      throw new EncodingError('notUtf8', { offset: byteOffset }, byteOffset);
    }
    offset += bytes.length;
    // a piece shorter than a character may end one begun in the piece before
    cut = cutCharacter(bytes.length >= 4 ? bytes : joined(cut, bytes));
    onBytes(offset);
    if (text.length > 0) yield text;
  }
  try {
    const rest = decoder.decode();
    if (rest.length > 0) yield rest;
  } catch {
    throw new EncodingError('endsMidCharacter', undefined, Math.max(offset - 1, 0));
  }
}
