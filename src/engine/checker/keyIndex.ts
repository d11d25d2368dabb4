/**
 * The first element of each key in a file (or in one byte range of it): what tells that a key
 * repeats. Everything, the keys' characters included, is kept in typed arrays, which the garbage
 * collector never walks (docs/checker.md, decision 0001).
 */

/** FNV-1a over the key's UTF-16 code units: equal keys, equal hashes; a shared hash is only a hint. */
export const keyHash = (key: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

const grown = <T extends Int32Array | Uint32Array | Uint16Array>(array: T, atLeast: number, make: (length: number) => T): T => {
  const bigger = make(Math.max(array.length * 2, atLeast));
  bigger.set(array);
  return bigger;
};

export class KeyIndex {
  private count = 0;
  /** the keys' UTF-16 code units, one after the other, in the order first met */
  private units = new Uint16Array(16 * 1024);
  /** where the key at place k starts in `units` (and ends: where k + 1 starts); one longer than `hashes` */
  private starts = new Int32Array(1024 + 1);
  /** for the key at each place: its hash, and the index of its first element */
  private hashes = new Uint32Array(1024);
  private firstIndexes = new Int32Array(1024);
  /** open addressing: 1 + the key's place, 0 for an empty slot; never more than half full */
  private table = new Int32Array(2048);

  get size(): number {
    return this.count;
  }

  /**
   * The index of the first element with `key`, or undefined when the key is new: then `index`
   * (an element index, below 2³¹) is recorded as its first.
   */
  firstIndexOrAdd(key: string, index: number): number | undefined {
    if (this.table.length === 0) throw new Error('The key index is sealed: no key can be added');
    const h = keyHash(key);
    const mask = this.table.length - 1;
    let slot = h & mask;
    for (let entry = this.table[slot]!; entry !== 0; entry = this.table[slot]!) {
      if (this.hashes[entry - 1] === h && this.equals(entry - 1, key)) return this.firstIndexes[entry - 1];
      slot = (slot + 1) & mask;
    }
    const n = this.count;
    if (n === this.hashes.length) {
      this.starts = grown(this.starts, 0, (l) => new Int32Array(l));
      this.hashes = grown(this.hashes, 0, (l) => new Uint32Array(l));
      this.firstIndexes = grown(this.firstIndexes, 0, (l) => new Int32Array(l));
    }
    const start = this.starts[n]!;
    const end = start + key.length;
    if (end > this.units.length) this.units = grown(this.units, end, (l) => new Uint16Array(l));
    for (let i = 0; i < key.length; i++) this.units[start + i] = key.charCodeAt(i);
    this.starts[n + 1] = end;
    this.hashes[n] = h;
    this.firstIndexes[n] = index;
    this.table[slot] = n + 1;
    this.count = n + 1;
    if (this.count * 2 > this.table.length) this.rehash();
    return undefined;
  }

  /**
   * No key will be added: the look-up table and the room to grow are let go, and what stays is
   * what the keys need (a range's keys are kept until the merge asks for them).
   */
  seal() {
    this.table = new Int32Array(0);
    this.units = this.units.slice(0, this.starts[this.count]);
    this.starts = this.starts.slice(0, this.count + 1);
    this.hashes = this.hashes.slice(0, this.count);
    this.firstIndexes = this.firstIndexes.slice(0, this.count);
  }

  private equals(k: number, key: string): boolean {
    const start = this.starts[k]!;
    if (this.starts[k + 1]! - start !== key.length) return false;
    for (let i = 0; i < key.length; i++) if (this.units[start + i] !== key.charCodeAt(i)) return false;
    return true;
  }

  private rehash() {
    const table = new Int32Array(this.table.length * 2);
    const mask = table.length - 1;
    for (let k = 0; k < this.count; k++) {
      let slot = this.hashes[k]! & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = k + 1;
    }
    this.table = table;
  }

  private keyAt(k: number): string {
    const units = this.units.subarray(this.starts[k]!, this.starts[k + 1]!);
    // a key of thousands of characters would overflow fromCharCode's arguments: decode it in parts
    let text = '';
    for (let i = 0; i < units.length; i += 4096) text += String.fromCharCode(...units.subarray(i, i + 4096));
    return text;
  }

  /** The keys in the order first met (made into texts on asking: ask only for a file that keeps its keys). */
  keys(): string[] {
    return Array.from({ length: this.count }, (_, k) => this.keyAt(k));
  }

  sortedHashes(): Uint32Array {
    return this.hashes.slice(0, this.count).sort();
  }

  /** Each key whose hash is one of `hashes`, with the index of its first element. */
  withHashes(hashes: ReadonlySet<number>): [string, number][] {
    const found: [string, number][] = [];
    for (let k = 0; k < this.count; k++) if (hashes.has(this.hashes[k]!)) found.push([this.keyAt(k), this.firstIndexes[k]!]);
    return found;
  }
}
