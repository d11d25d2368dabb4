/**
 * Entity types this app does not import itself but may find in the history (the public service
 * also imports customers, segments and segment members): named from the catalog; an unknown one
 * has no name here and is shown as it is sent.
 */
const otherEntityTypes = ['customer', 'segment', 'segmentMember'] as const;
export type OtherEntityType = (typeof otherEntityTypes)[number];

export const isKnownOtherEntity = (entity: string): entity is OtherEntityType => (otherEntityTypes as readonly string[]).includes(entity);
