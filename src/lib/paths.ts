/** Every address in the app, built in one place. The merchant code is always in the URL. */
const m = (merchantCode: string) => `/${encodeURIComponent(merchantCode)}`;
const e = encodeURIComponent;

export const paths = {
  /** `back`: the merchant and the page to return to once signed in (and, after an expiry, `reason`) */
  signIn: (back?: Record<string, string>) => (back ? `/sign-in?${new URLSearchParams(back)}` : '/sign-in'),
  imports: (merchantCode: string) => `${m(merchantCode)}/settings/imports`,
  newImport: (merchantCode: string) => `${m(merchantCode)}/settings/imports/new`,
  /** the wizard with the segment members' slot, partial, for one segment's members */
  importMembers: (merchantCode: string, segmentCode: string) =>
    `${m(merchantCode)}/settings/imports/new?${new URLSearchParams({ preset: 'segmentMember:partial', segment: segmentCode })}`,
  exportCatalog: (merchantCode: string) => `${m(merchantCode)}/settings/imports/export`,
  snapshots: (merchantCode: string) => `${m(merchantCode)}/settings/imports/snapshots`,
  sheetMappings: (merchantCode: string) => `${m(merchantCode)}/settings/imports/mappings`,
  /** the wizard of an import already created (resumes after a reload) */
  importWizard: (merchantCode: string, importRef: string) => `${m(merchantCode)}/settings/imports/new/${e(importRef)}`,
  import: (merchantCode: string, importRef: string) => `${m(merchantCode)}/settings/imports/${e(importRef)}`,
  segments: (merchantCode: string) => `${m(merchantCode)}/segments`,
  newSegment: (merchantCode: string) => `${m(merchantCode)}/segments/new`,
  segment: (merchantCode: string, segmentCode: string) => `${m(merchantCode)}/segments/${e(segmentCode)}`,
  addMembers: (merchantCode: string, segmentCode: string) => `${m(merchantCode)}/segments/${e(segmentCode)}/add-members`,
  addMembersByList: (merchantCode: string, segmentCode: string) => `${m(merchantCode)}/segments/${e(segmentCode)}/add-by-list`,
  removeMembersByList: (merchantCode: string, segmentCode: string) => `${m(merchantCode)}/segments/${e(segmentCode)}/remove-by-list`,
} as const;
