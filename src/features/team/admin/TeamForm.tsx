/* Placeholder until this screen lands. */
export default function TeamForm() {
  return null;
}
