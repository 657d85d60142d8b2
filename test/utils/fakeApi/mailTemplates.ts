import { message } from '../../../src/api/messages';
import { unknownPlaceholders, unknownPlaceholdersIn } from './serverCode';
import { badRequest, ok, refuse, text, type Behaviour, type Behaviours } from './outcome';
import { fake, now, type ApplicationStatus, type Language, type MailTemplate } from './store';

/** The status-change mail templates and their translations. */

const updateMailTemplate: Behaviour = ({ params, body }) => {
  const status = params.status as ApplicationStatus;
  if (status === 'New') return refuse(404, message('templateNotFound'));
  const subject = text(body, 'subject');
  const templateBody = text(body, 'body');
  if (subject === '' || templateBody === '') return badRequest(message('templateEmpty'));
  const unknown = unknownPlaceholdersIn(`${subject}\n${templateBody}`);
  if (unknown.length > 0) return badRequest(unknownPlaceholders(unknown));
  const language = (body.language as Language | undefined) ?? 'en';
  const old = fake.store.mailTemplates.find((row) => row.status === status);
  const saved = { subject, body: templateBody, updated_at: now() };
  const template: MailTemplate =
    language === 'en'
      ? { status, ...saved, translations: old?.translations ?? [] }
      : {
          ...(old ?? { status, subject, body: templateBody, updated_at: now(), translations: [] }),
          translations: [
            ...(old?.translations ?? []).filter((row) => row.language !== language),
            { language, ...saved },
          ].sort((a, b) => a.language.localeCompare(b.language)),
        };
  fake.store.mailTemplates = [...fake.store.mailTemplates.filter((row) => row.status !== status), template];
  return ok({ message: message('templateSaved'), data: template });
};

const deleteMailTemplateTranslation: Behaviour = ({ params }) => {
  const status = params.status as ApplicationStatus;
  if (status === 'New') return refuse(404, message('templateNotFound'));
  const old = fake.store.mailTemplates.find((row) => row.status === status);
  if (!old || !old.translations.some((row) => row.language === params.language)) {
    return refuse(404, message('translationNotFound'));
  }
  const template = {
    ...old,
    translations: old.translations.filter((row) => row.language !== params.language),
  };
  fake.store.mailTemplates = fake.store.mailTemplates.map((row) => (row.status === status ? template : row));
  return ok({ message: message('translationRemoved'), data: template });
};

export const mailTemplateBehaviours: Behaviours = {
  listMailTemplates: () => ok({ data: fake.store.mailTemplates }),
  updateMailTemplate,
  deleteMailTemplateTranslation,
};
