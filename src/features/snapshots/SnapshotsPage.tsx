import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { LoadError, Loading } from '@/components/ui/QueryState';
import { formatBytes, formatList } from '@/i18n/format';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { DateTimeText } from '@/components/ui/DateTimeText';
import { entityLabel } from '@/i18n/entityLabels';
import { snapshotsKey, useDeleteSnapshot } from './ImportSnapshot';
import { listSnapshots, manifestBytes, snapshotKeepDays, type SnapshotManifest } from '@/engine';

/** Settings › Imports › Snapshots: what this browser keeps to undo imports, with a way to delete each. */
export function SnapshotsPage() {
  const { merchantCode = '' } = useParams();
  const { t } = useTranslation(['snapshots', 'common']);
  useDocumentTitle(t('listTitle'), merchantCode);
  const query = useQuery({ queryKey: [...snapshotsKey, 'list', merchantCode], queryFn: () => listSnapshots(merchantCode) });
  const remove = useDeleteSnapshot();
  // the deleted snapshot's row goes, and its button with it: the line that says so takes the focus first
  const deleted = useRef<HTMLParagraphElement>(null);
  const deleteSnapshot = (importRef: string) => remove.mutate(importRef, { onSuccess: () => deleted.current?.focus() });

  const columns: Column<SnapshotManifest>[] = [
    { key: 'import', header: t('column.import'), cell: (m) => <Link to={paths.import(merchantCode, m.importRef)} translate="no">{m.importRef}</Link> },
    { key: 'taken', header: t('column.taken'), cell: (m) => <DateTimeText iso={m.takenAt} /> },
    { key: 'files', header: t('column.files'), cell: (m) => formatList(m.files.map((f) => entityLabel(f.entity))) },
    { key: 'size', header: t('column.size'), numeric: true, cell: (m) => formatBytes(manifestBytes(m)) },
    {
      key: 'delete',
      header: t('column.actions'),
      hideHeader: true,
      cell: (m) => (
        <Button variant="ghost" busy={remove.isPending && remove.variables === m.importRef} onClick={() => deleteSnapshot(m.importRef)}>
          {t('deleteOf', { ref: m.importRef })}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Breadcrumbs trail={[{ label: t('common:shell.imports'), to: paths.imports(merchantCode) }, { label: t('listTitle') }]} />
      <div className="page-header">
        <h1>{t('listTitle')}</h1>
      </div>
      <p>{t('listIntro', { count: snapshotKeepDays })}</p>
      <p role="status" ref={deleted} tabIndex={-1}>
        {remove.isSuccess && t('deleted', { ref: remove.variables })}
      </p>
      {remove.isError && <ErrorMessage error={remove.error} />}
      {query.isPending && <Loading />}
      {query.isError && <LoadError error={query.error} what={t('listWhat')} onRetry={() => void query.refetch()} />}
      {query.data && (
        <DataTable
          caption={t('listTitle')}
          columns={columns}
          rowHeader="import"
          rows={query.data}
          rowKey={(m) => m.importRef}
          empty={<p className="muted">{t('noneKept')}</p>}
        />
      )}
    </>
  );
}
