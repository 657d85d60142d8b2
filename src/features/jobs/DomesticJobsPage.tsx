import { CATEGORY } from '../../app/constants';
import { PAGE_META } from '../../components/public/pageMeta';
import JobListPage from './JobListPage';

/** /domestic: jobs of category 2. */
export default function DomesticJobsPage() {
  return (
    <JobListPage
      category={CATEGORY.domestic}
      title={PAGE_META.domestic.title}
      subtitle={PAGE_META.domestic.description}
    />
  );
}
