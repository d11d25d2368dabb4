/**
 * Entity types this app does not import itself but may find in the history (the public service
 * also imports customers, segments and segment members): shown by name, an unknown one as it is sent.
 */
const otherEntityLabels: Record<string, string> = {
  customer: 'Customers',
  segment: 'Segments',
  segmentMember: 'Segment members',
};

export const otherEntityLabel = (entity: string) => otherEntityLabels[entity] ?? entity;
