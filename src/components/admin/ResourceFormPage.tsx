import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AdminPageHeader } from './AdminPageHeader';
import { BackButton } from './BackButton';
import { parseRecordId, RecordGate, type RecordGateProps } from './RecordGate';

interface ResourceFormPageProps<T extends { id: number }> {
  /** "Job", "Blog", "Team": the title reads "Add Job" or "Edit Job". */
  resource: string;
  /** E.g. "job" in "This job was not found." */
  noun: string;
  listPath: string;
  listLabel: string;
  /** The resource's get-one query hook (e.g. useGetJobQuery). */
  useRecord: (id: number, options: { skip: boolean }) => RecordGateProps<T>['query'];
  /** The form; keyed by the record so an edit starts from the loaded values. */
  children: (record: T | undefined) => ReactNode;
}

/** The shell of /create-x and /edit-x/:id: breadcrumb, title and Back, then the form once its record is loaded. */
export function ResourceFormPage<T extends { id: number }>({
  resource,
  noun,
  listPath,
  listLabel,
  useRecord,
  children,
}: ResourceFormPageProps<T>) {
  const { id } = useParams();
  const editing = id !== undefined;
  const recordId = parseRecordId(id);
  const query = useRecord(recordId ?? 0, { skip: !editing || recordId === null });
  const title = `${editing ? 'Edit' : 'Add'} ${resource}`;
  return (
    <>
      <AdminPageHeader
        crumbs={[{ label: listLabel, to: listPath }, { label: title }]}
        title={title}
        actions={<BackButton to={listPath} />}
      />
      <RecordGate
        editing={editing}
        validId={recordId !== null}
        query={query}
        noun={noun}
        listPath={listPath}
        listLabel={listLabel}
      >
        {children}
      </RecordGate>
    </>
  );
}
