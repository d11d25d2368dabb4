/**
 * Where the product brief and the platform's public specs spell a wire name differently,
 * the spelling we SEND is chosen here, and nowhere else, by one build-time setting:
 * `VITE_WIRE_DIALECT=brief` (default: the brief's spelling, what the mock's default dialect speaks)
 * or `VITE_WIRE_DIALECT=public` (the public specs' spelling, what the real service expects).
 *
 * Whatever is sent, the app READS both spellings (the schemas in this folder normalise them), and
 * the mock server accepts both on input in both of its dialects.
 */
export const wireDialects = ['brief', 'public'] as const;
export type WireDialect = (typeof wireDialects)[number];

export interface WireNames {
  /** id of an import: brief `importRef`, public spec `ref` (the list filter's field) */
  importRef: 'importRef' | 'ref';
  /** list filter query parameter: brief `filter`, public spec `filters` */
  filterParam: 'filter' | 'filters';
  /** segment member id: brief `ID`, public spec `id` */
  memberId: 'ID' | 'id';
}

const spellings: Record<WireDialect, WireNames> = {
  brief: { importRef: 'importRef', filterParam: 'filter', memberId: 'ID' },
  public: { importRef: 'ref', filterParam: 'filters', memberId: 'id' },
};

export const isWireDialect = (value: unknown): value is WireDialect => wireDialects.includes(value as WireDialect);

/** The spelling one dialect uses. */
export const wireNamesFor = (dialect: WireDialect): WireNames => spellings[dialect];

// Vite (and Vitest) fill import.meta.env; the mock server runs on plain Node, where it is undefined
// (hence `?.`; Vite replaces the plain `import.meta.env` text only, so it is written out as such)
const configured: unknown = import.meta.env?.VITE_WIRE_DIALECT;

/** What the app sends: the build's VITE_WIRE_DIALECT, default `brief`. */
export const wireDialect: WireDialect = isWireDialect(configured) ? configured : 'brief';
export const wireNames: WireNames = wireNamesFor(wireDialect);

/** Every spelling a server following either document may use, for lenient readers. */
export const acceptedSpellings = {
  importRef: ['importRef', 'ref'],
  filterParam: ['filter', 'filters'],
  memberId: ['ID', 'id'],
} as const;
