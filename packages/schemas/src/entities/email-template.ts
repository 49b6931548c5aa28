import { z } from 'zod';

/** What an e-mail or SMS is sent for (contract `TemplateType`). */
export const templateTypes = [
  'SignIn',
  'Register',
  'ForgotPassword',
  'OrganizationInvitation',
  'Generic',
  'UserPermissionValidation',
  'BindNewIdentifier',
  'MfaVerification',
  'BindMfa',
] as const;
export const templateTypeGuard = z.enum(templateTypes);
export type TemplateType = z.infer<typeof templateTypeGuard>;

export const emailTemplateDetailsGuard = z.object({
  subject: z.string(),
  content: z.string(),
  contentType: z.enum(['text/html', 'text/plain']).optional(),
  replyTo: z.string().optional(),
  sendFrom: z.string().optional(),
});
export type EmailTemplateDetails = z.infer<typeof emailTemplateDetailsGuard>;

/** An e-mail template of one purpose in one language (contract `EmailTemplate`). */
export const emailTemplateGuard = z.object({
  tenantId: z.string(),
  id: z.string().min(1).max(21),
  languageTag: z.string().min(1).max(16),
  templateType: templateTypeGuard,
  details: emailTemplateDetailsGuard,
  createdAt: z.number(),
});
export type EmailTemplate = z.infer<typeof emailTemplateGuard>;
