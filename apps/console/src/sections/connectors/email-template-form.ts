import {
  emailTemplateDetailsGuard,
  templateTypeGuard,
} from '@gatehouse/schemas/entities/email-template';
import { z } from 'zod';

/** The purposes the console edits templates for (issue 13): sign-in, register, reset, generic. */
export const editablePurposes = ['SignIn', 'Register', 'ForgotPassword', 'Generic'] as const;

/** Phrase key of the sender-name rule; the form translates it. */
export const urlNotAllowedPhrase = 'connectors.templates.url_not_allowed';

// Spec §5: no URL in the sender name (mail clients would show it as a link to a stranger's site).
const containsUrl = (text: string) => /(https?:\/\/|www\.)\S+|\b\S+\.[a-z]{2,}\/\S*/i.test(text);

/** The template editor's values: the API's `details` plus the purpose and language it is for. */
export const emailTemplateFormSchema = emailTemplateDetailsGuard
  .omit({ contentType: true, sendFrom: true, replyTo: true })
  .extend({
    templateType: templateTypeGuard,
    languageTag: z.string().min(1).max(16),
    subject: z.string().trim().min(1),
    content: z.string().trim().min(1),
    contentType: z.enum(['text/html', 'text/plain']),
    sendFrom: z
      .string()
      .trim()
      .refine((text) => !containsUrl(text), { message: urlNotAllowedPhrase }),
    replyTo: z.string().trim(),
  });
export type EmailTemplateFormValues = z.infer<typeof emailTemplateFormSchema>;
