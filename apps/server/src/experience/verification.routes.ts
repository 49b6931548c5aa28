import { generateStandardId } from '@gatehouse/schemas';
import { verificationIdResponseGuard } from '@gatehouse/schemas/api/experience';
import type { ExperienceRoutes } from './experience-route.ts';
import type { VerificationRecord } from './experience-session.ts';
import { verifiers } from './steps/experience-flows.ts';

/**
 * `POST /api/experience/verification/{type}`, one route per entry of the verifier table
 * (steps/experience-flows.ts): each checks what the person proved and answers the id of the
 * verification record it added to the interaction.
 */
export const registerVerificationRoutes = (experience: ExperienceRoutes) => {
  for (const verifier of verifiers) {
    experience.post(
      `/experience/verification/${verifier.path}`,
      {
        body: verifier.body,
        response: verificationIdResponseGuard,
        status: [200, 400, 404, 429, ...verifier.errors],
        summary: verifier.summary,
        tags: ['Experience'],
      },
      async (step, { body }) => {
        const record = await verifier.verify(step, body);
        // A verifier that completes an earlier record returns its id: that record is replaced.
        const verificationId = record.id ?? generateStandardId();
        step.state.verificationRecords = [
          ...step.state.verificationRecords.filter(({ id }) => id !== verificationId),
          { ...record, id: verificationId } as VerificationRecord,
        ];
        return { verificationId };
      },
    );
  }
};
