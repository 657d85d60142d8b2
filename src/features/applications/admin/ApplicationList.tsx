/* Placeholder until this screen lands. */
export default function ApplicationList() {
  return null;
}
