/* Placeholder until this screen lands. */
export default function JobForm() {
  return null;
}
