import type { OtherEntityFile } from '@/api';
import { formatCount } from '@/i18n/format';
import { otherEntityLabel } from '@/features/imports/model/otherEntityLabel';

const succeeded = (f: OtherEntityFile) => f.created.succeeded + f.updated.succeeded + f.deleted.succeeded;
const failed = (f: OtherEntityFile) => f.created.failed + f.updated.failed + f.deleted.failed;

/** Files of entity types this app does not import (made by another tool): their name and counts, as the service sent them. */
export function OtherEntityFiles({ files }: { files: readonly OtherEntityFile[] }) {
  if (!files.length) return null;
  return (
    <>
      <h3>Other entity files</h3>
      <p className="muted">This import also carried files this app does not import itself.</p>
      <ul>
        {files.map((f) => (
          <li key={f.entity}>
            <strong>{otherEntityLabel(f.entity)}</strong> ({f.importStrategy}): {formatCount(f.total)} elements, {formatCount(succeeded(f))} succeeded,{' '}
            {formatCount(failed(f))} failed, {formatCount(f.skipped)} skipped
          </li>
        ))}
      </ul>
    </>
  );
}
