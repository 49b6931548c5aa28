import type { LocalePhrases } from '../../../types.ts';

export const passwordPhrases: NonNullable<LocalePhrases['sign-in']> = {
  /** Live hints shown while a new password is typed, phrased as requirements. */
  password_hints: {
    heading: 'يجب أن تتضمن كلمة المرور:',
    min_length: 'عددًا من الأحرف لا يقل عن {{min}}',
    character_types:
      'أحرفًا من أنواع لا يقل عددها عن {{min}}: أحرف صغيرة، وأحرف كبيرة، وأرقام، ورموز',
  },
};
