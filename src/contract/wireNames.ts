/**
 * Where the product brief and the public specs spell a wire name differently, the spelling the app
 * sends is chosen here by VITE_WIRE_DIALECT (`public`, the real service's and the default, or `brief`); it reads both.
 */

/** An import's id (also the list filter's field), the list filter's query parameter, a segment member's id. */
const spellings = {
  brief: { importRef: 'importRef', filterParam: 'filter', memberId: 'ID' },
  public: { importRef: 'ref', filterParam: 'filters', memberId: 'id' },
} as const;
export type WireDialect = keyof typeof spellings;

export const isWireDialect = (value: unknown): value is WireDialect => typeof value === 'string' && Object.hasOwn(spellings, value);

// undefined on the mock server (plain Node); Vite replaces only the literal `import.meta.env` text
const configured: unknown = import.meta.env?.VITE_WIRE_DIALECT;

/** What the app sends: the build's VITE_WIRE_DIALECT, default `public` (the real service's spelling). */
export const wireDialect: WireDialect = isWireDialect(configured) ? configured : 'public';
export const wireNames = spellings[wireDialect];

/** Every spelling a server following either document may use, for lenient readers. */
export const acceptedSpellings = { importRef: ['importRef', 'ref'], filterParam: ['filter', 'filters'], memberId: ['ID', 'id'] } as const;
