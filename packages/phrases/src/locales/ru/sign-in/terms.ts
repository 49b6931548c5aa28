import type { LocalePhrases } from '../../../types.ts';

export const termsPhrases: NonNullable<LocalePhrases['sign-in']> = {
  terms: {
    agree_manual_both:
      'Я принимаю <terms>Условия использования</terms> и <privacy>Политику конфиденциальности</privacy>.',
    agree_manual_terms: 'Я принимаю <terms>Условия использования</terms>.',
    agree_manual_privacy: 'Я принимаю <privacy>Политику конфиденциальности</privacy>.',
    agree_automatic_both:
      'Продолжая, вы принимаете <terms>Условия использования</terms> и <privacy>Политику конфиденциальности</privacy>.',
    agree_automatic_terms: 'Продолжая, вы принимаете <terms>Условия использования</terms>.',
    agree_automatic_privacy:
      'Продолжая, вы принимаете <privacy>Политику конфиденциальности</privacy>.',
    agree_required: 'Примите условия, чтобы продолжить.',
  },
};
