import { CATEGORY } from '../../shared/constants';
import { usePageMeta } from '../../shared/pageMeta';
import JobListPage from './JobListPage';

/** /international: jobs of category 1. */
export default function InternationalJobsPage() {
  const meta = usePageMeta();
  return (
    <JobListPage
      category={CATEGORY.international}
      title={meta.international.title}
      subtitle={meta.international.description}
    />
  );
}
