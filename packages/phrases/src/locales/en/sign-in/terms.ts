// The agreement to the tenant's terms (sign-in experience `agreeToTermsPolicy`). `<terms>` and
// `<privacy>` wrap the link texts.
export const termsPhrases = {
  terms: {
    agree_manual_both:
      'I agree to the <terms>Terms of use</terms> and the <privacy>Privacy policy</privacy>.',
    agree_manual_terms: 'I agree to the <terms>Terms of use</terms>.',
    agree_manual_privacy: 'I agree to the <privacy>Privacy policy</privacy>.',
    agree_automatic_both:
      'By continuing, you agree to the <terms>Terms of use</terms> and the <privacy>Privacy policy</privacy>.',
    agree_automatic_terms: 'By continuing, you agree to the <terms>Terms of use</terms>.',
    agree_automatic_privacy: 'By continuing, you agree to the <privacy>Privacy policy</privacy>.',
    agree_required: 'Agree to the terms to continue.',
  },
} as const;
