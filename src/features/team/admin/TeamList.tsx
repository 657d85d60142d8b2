/* Placeholder until this screen lands. */
export default function TeamList() {
  return null;
}
