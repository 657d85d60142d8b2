/* Placeholder until this screen lands. */
export default function BlogList() {
  return null;
}
