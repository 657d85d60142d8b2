/* Placeholder until this screen lands. */
export default function EnquiryList() {
  return null;
}
