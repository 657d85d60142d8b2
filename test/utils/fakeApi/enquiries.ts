import { message } from '../../../src/api/messages';
import { staffEnquiryMail } from './serverCode';
import { deleteFrom, languageOf, ok, text, type Behaviour, type Behaviours } from './outcome';
import { queueMail } from './outbox';
import { fake, fakeStaffUser, newestFirst, nextId, now, type Enquiry } from './store';

/** Enquiries: the contact form (which mails the staff) and the staff's list. */

const createEnquiry: Behaviour = ({ body }) => {
  const received = message('submissionReceived');
  if (text(body, 'website') !== '') return ok({ message: received });
  const enquiry: Enquiry = {
    id: nextId(fake.store.enquiries),
    name: text(body, 'name'),
    email: text(body, 'email'),
    phone: text(body, 'Phone-no'),
    purpose: body.purpose as Enquiry['purpose'],
    message: text(body, 'Message'),
    created_at: now(),
    language: languageOf(body),
  };
  fake.store.enquiries = [...fake.store.enquiries, enquiry];
  const mail = staffEnquiryMail(enquiry);
  queueMail({
    kind: 'staff-enquiry',
    to_address: fake.store.agency.email ?? fakeStaffUser.email,
    subject: mail.subject,
    text_body: mail.text,
    application_id: null,
    enquiry_id: enquiry.id,
  });
  return ok({ message: received });
};

export const enquiryBehaviours: Behaviours = {
  listEnquiries: () => ok({ data: newestFirst(fake.store.enquiries) }),
  createEnquiry,
  deleteEnquiry: deleteFrom('enquiries', 'Enquiry'),
};
