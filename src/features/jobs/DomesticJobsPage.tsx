import { CATEGORY } from '../../shared/constants';
import { usePageMeta } from '../../shared/pageMeta';
import JobListPage from './JobListPage';

/** /domestic: jobs of category 2. */
export default function DomesticJobsPage() {
  const meta = usePageMeta();
  return (
    <JobListPage
      category={CATEGORY.domestic}
      title={meta.domestic.title}
      subtitle={meta.domestic.description}
    />
  );
}
