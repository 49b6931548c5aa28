import { z } from 'zod';
import { emailRegex, jsonObjectGuard, phoneRegex } from '../entities/common.ts';
import { connectorMetadataGuard } from '../entities/connector.ts';
import { emailTemplateDetailsGuard, templateTypeGuard } from '../entities/email-template.ts';

export const connectorsQueryGuard = z.object({ target: z.string().optional() });

export const createConnectorBodyGuard = z.object({
  config: jsonObjectGuard.optional(),
  connectorId: z.string().min(1).max(128),
  metadata: connectorMetadataGuard.optional(),
  syncProfile: z.boolean().optional(),
  enableTokenStorage: z.boolean().optional(),
  id: z.string().min(1).max(128).optional(),
});
export type CreateConnectorBody = z.infer<typeof createConnectorBodyGuard>;

export const updateConnectorBodyGuard = z.object({
  config: jsonObjectGuard.optional(),
  metadata: connectorMetadataGuard.optional(),
  syncProfile: z.boolean().optional(),
  enableTokenStorage: z.boolean().optional(),
});
export type UpdateConnectorBody = z.infer<typeof updateConnectorBodyGuard>;

/** Body of `POST /api/connectors/{factoryId}/test`: a configuration to try and where to send. */
export const testConnectorBodyGuard = z.object({
  phone: z.string().regex(phoneRegex).optional(),
  email: z.string().regex(emailRegex).optional(),
  config: jsonObjectGuard,
  locale: z.string().optional(),
});
export type TestConnectorBody = z.infer<typeof testConnectorBodyGuard>;

const languageTagGuard = z.string().min(1).max(16);

export const emailTemplatesQueryGuard = z.object({
  languageTag: languageTagGuard.optional(),
  templateType: templateTypeGuard.optional(),
});

export const putEmailTemplatesBodyGuard = z.object({
  templates: z.array(
    z.object({
      languageTag: languageTagGuard,
      templateType: templateTypeGuard,
      details: emailTemplateDetailsGuard,
    }),
  ),
});
export type PutEmailTemplatesBody = z.infer<typeof putEmailTemplatesBodyGuard>;

export const patchEmailTemplateDetailsBodyGuard = emailTemplateDetailsGuard.partial();

export const verificationCodeRequestGuard = z.union([
  z.object({ email: z.string().regex(emailRegex) }),
  z.object({ phone: z.string().regex(phoneRegex) }),
]);
export type VerificationCodeRequest = z.infer<typeof verificationCodeRequestGuard>;

export const verificationCodeVerifyGuard = z.union([
  z.object({ email: z.string().regex(emailRegex), verificationCode: z.string().min(1) }),
  z.object({ phone: z.string().regex(phoneRegex), verificationCode: z.string().min(1) }),
]);
export type VerificationCodeVerify = z.infer<typeof verificationCodeVerifyGuard>;
