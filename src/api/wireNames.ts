/**
 * Where the product brief and the public specs spell a wire name differently, the spelling the app
 * sends is chosen here by VITE_WIRE_DIALECT (`public`, the real service's and the default, or `brief`); it reads both.
 */
const wireDialects = ['brief', 'public'] as const;
export type WireDialect = (typeof wireDialects)[number];

interface WireNames {
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

// undefined on the mock server (plain Node); Vite replaces only the literal `import.meta.env` text
const configured: unknown = import.meta.env?.VITE_WIRE_DIALECT;

/** What the app sends: the build's VITE_WIRE_DIALECT, default `public` (the real service's spelling). */
export const wireDialect: WireDialect = isWireDialect(configured) ? configured : 'public';
export const wireNames: WireNames = spellings[wireDialect];

/** Every spelling a server following either document may use, for lenient readers. */
export const acceptedSpellings = {
  importRef: ['importRef', 'ref'],
  filterParam: ['filter', 'filters'],
  memberId: ['ID', 'id'],
} as const;
