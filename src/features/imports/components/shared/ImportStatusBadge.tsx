import type { EntityFileStatus, ImportStatus } from '../../../../api';
import { Badge } from '../../../../components/ui/Badge';
import { entityFileStatusDisplay, importStatusDisplay } from './importStatusDisplay';

/** The state of a whole import, in words and colour. */
export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { label, tone } = importStatusDisplay[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** The state of one entity file within an import. */
export function EntityFileStatusBadge({ status }: { status: EntityFileStatus }) {
  const { label, tone } = entityFileStatusDisplay[status];
  return <Badge tone={tone}>{label}</Badge>;
}
