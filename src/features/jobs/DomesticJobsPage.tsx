import { CATEGORY } from '../../app/constants';
import JobListPage from './JobListPage';

/** /domestic: jobs of category 2. */
export default function DomesticJobsPage() {
  return (
    <JobListPage
      category={CATEGORY.domestic}
      title="Domestic Jobs"
      subtitle="Openings with leading employers in Ahmedabad, across Gujarat and the rest of India."
    />
  );
}
