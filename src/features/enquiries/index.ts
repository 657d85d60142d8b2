/** Public entry of the enquiries feature: sending an enquiry (used by the contact page). */
export { useCreateEnquiryMutation, type EnquiryInput } from './enquiriesApi';
