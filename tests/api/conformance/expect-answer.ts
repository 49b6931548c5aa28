import { expect } from 'vitest';
import type { ApiResponse } from '../helpers/api-client.ts';

/** What the contract says one answer must look like. */
export type Expected = {
  status: number;
  /** `code` of the error body (errors.md). */
  code?: string;
  /** Fields the body (or every item of a list body) must carry. */
  required?: readonly string[];
  /** Fields the body (or every item) must not carry. */
  forbidden?: readonly string[];
};

export const expectAnswer = (response: ApiResponse<unknown>, expected: Expected) => {
  const { status, body } = response;
  expect({ status, code: (body as { code?: string } | undefined)?.code }).toMatchObject({
    status: expected.status,
    ...(expected.code ? { code: expected.code } : {}),
  });
  const items = Array.isArray(body) ? body : [body];
  for (const item of items as Record<string, unknown>[]) {
    for (const field of expected.required ?? []) expect(item).toHaveProperty(field);
    for (const field of expected.forbidden ?? []) expect(item).not.toHaveProperty(field);
  }
};
