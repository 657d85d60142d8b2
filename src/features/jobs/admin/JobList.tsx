/* Placeholder until this screen lands. */
export default function JobList() {
  return null;
}
