/* Placeholder until this screen lands. */
export default function ScamNotice() {
  return null;
}
