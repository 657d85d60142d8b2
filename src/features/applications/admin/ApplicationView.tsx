/* Placeholder until this screen lands. */
export default function ApplicationView() {
  return null;
}
