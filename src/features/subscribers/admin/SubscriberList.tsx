/* Placeholder until this screen lands. */
export default function SubscriberList() {
  return null;
}
