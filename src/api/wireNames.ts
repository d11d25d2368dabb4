/**
 * Where the product brief and the platform's public specs spell a wire name differently,
 * the spelling we SEND lives here, and nowhere else. Pointing the app at a service that
 * uses the public spelling is a one-line change in this file.
 *
 * The mock server accepts both spellings on input (see `acceptedSpellings`).
 */
export const wireNames = {
  /** id of an import in responses: brief `importRef`, public spec `ref` */
  importRef: 'importRef',
  /** list filter query parameter: brief `filter`, public spec `filters` */
  filterParam: 'filter',
  /** segment member id: brief `ID`, public spec `id` */
  memberId: 'ID',
} as const;

/** Every spelling a server following either document may use, for lenient readers. */
export const acceptedSpellings = {
  importRef: ['importRef', 'ref'],
  filterParam: ['filter', 'filters'],
  memberId: ['ID', 'id'],
} as const;
