import { message } from '../../../src/api/messages';
import { badRequest, notFound, ok, type Behaviours } from './outcome';
import { clientOf, fake, nextId, now, type Shortlist } from './store';

/** Shortlists: sharing applications of a client's requirement with a contact, as the server checks it. */

interface ShortlistBody {
  job_id: number;
  contact_id: number;
  language?: Shortlist['language'];
  expiry_days?: number;
  items: { application_id: number; qualification?: string; current_location?: string; note?: string }[];
}

export const shortlistBehaviours: Behaviours = {
  listShortlists: ({ query }) =>
    ok({
      data: fake.store.shortlists
        .filter((shortlist) => shortlist.job_id === Number(query.job_id))
        .sort((a, b) => b.id - a.id),
    }),
  createShortlist: ({ body }) => {
    const input = body as unknown as ShortlistBody;
    const clientId = clientOf(input.job_id);
    if (clientId === null) return badRequest(message('shortlistNeedsClient'));
    const client = fake.store.clients.find((row) => row.id === clientId);
    const contact = client?.contacts.find((row) => row.id === input.contact_id);
    if (!client || !contact) return badRequest(message('shortlistContactNotOfClient'));
    const items: Shortlist['items'] = [];
    for (const item of input.items) {
      const application = fake.store.applications.find((row) => row.id === item.application_id);
      if (!application || application.job_id !== input.job_id)
        return badRequest(message('shortlistApplicationNotOfJob', { id: item.application_id }));
      if (application.employer_consent === null)
        return badRequest(
          message('shortlistNeedsEmployerConsent', {
            names: `${application.name} (${application.reference ?? application.id})`,
          }),
        );
      items.push({
        id: items.length + 1,
        application_id: application.id,
        name: application.name,
        reference: application.reference ?? null,
        experience: application.experience,
        qualification: item.qualification ?? '',
        current_location: item.current_location ?? '',
        note: item.note ?? '',
        answer: null,
        answer_note: '',
        answer_slots: [],
        answered_at: null,
      });
    }
    const id = nextId(fake.store.shortlists);
    const shortlist: Shortlist = {
      id,
      job_id: input.job_id,
      client_id: client.id,
      client_name: client.name,
      contact_id: contact.id,
      contact_name: contact.name,
      language: input.language ?? 'en',
      state: 'active',
      expires_at: now(),
      revoked_at: null,
      created_by_name: fake.store.session?.name ?? '',
      created_at: now(),
      items,
    };
    fake.store.shortlists = [...fake.store.shortlists, shortlist];
    const link = `http://localhost/shortlist/${'x'.repeat(43)}`;
    return ok({
      data: shortlist,
      link,
      whatsapp_text: link,
      whatsapp_url: `https://wa.me/?text=${encodeURIComponent(link)}`,
      emailed: contact.email !== '',
      message: message('shortlistShared', { contact: contact.name }),
    });
  },
  revokeShortlist: ({ params }) => {
    const found = fake.store.shortlists.find((row) => row.id === Number(params.id));
    if (!found) return notFound('Shortlist');
    const revoked: Shortlist = { ...found, state: 'revoked', revoked_at: now() };
    fake.store.shortlists = fake.store.shortlists.map((row) => (row.id === revoked.id ? revoked : row));
    return ok({ data: revoked, message: message('shortlistRevoked') });
  },
};
