/* Placeholder until this screen lands. */
export default function InternationalJobsPage() {
  return null;
}
