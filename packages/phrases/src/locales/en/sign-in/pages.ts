export const pagePhrases = {
  page_title: {
    sign_in: 'Sign in',
    register: 'Create account',
    consent: 'Authorize access',
    error: 'Something went wrong',
    not_found: 'Page not found',
  },
  general: {
    loading: 'Loading…',
    logo_alt: 'Logo',
    terms_of_use: 'Terms of use',
    privacy_policy: 'Privacy policy',
    legal_links: 'Legal',
    requirement_met: 'met',
    requirement_not_met: 'not met',
  },
  sign_in: {
    title: 'Sign in',
    description: 'Sign in to continue.',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    no_account: 'No account yet?',
    create_account: 'Create account',
  },
  register: {
    title: 'Create account',
    description: 'Choose a username and a password.',
    username: 'Username',
    password: 'Password',
    confirm_password: 'Confirm password',
    submit: 'Create account',
    have_account: 'Already have an account?',
    sign_in: 'Sign in',
    closed_title: 'Registration is closed',
    closed_description:
      'New accounts cannot be created here. Sign in with an existing account instead.',
    first_admin_title: 'Create the administrator account',
    first_admin_description:
      'This is the first account of this Gatehouse installation: it becomes the administrator, who signs in to the console and manages everything. Choose a username and a password.',
  },
  consent: {
    title: 'Authorize {{name}}',
    description: '{{name}} is asking to access your account.',
    scopes_heading: 'It will be able to:',
    no_scopes: 'It asks for no additional permissions.',
    authorize: 'Authorize',
    load_failed: 'The authorization request could not be loaded.',
    organizations_heading: 'Organizations it may access:',
    no_organizations: 'You are not a member of any organization.',
  },
  error_page: {
    title: 'Something went wrong',
    description:
      'The sign-in request could not be completed. Go back to the application and try again.',
    not_found_title: 'Page not found',
    not_found_description: 'This page does not exist.',
    back_to_sign_in: 'Go to sign in',
    experience_unavailable: 'The sign-in page could not be loaded. Please try again later.',
    unknown_application:
      'This application is not known to this sign-in service. Go back to the application and contact its developer if the problem persists.',
    unregistered_redirect_uri:
      "The application asked to send you back to an address it has not registered. Contact the application's developer.",
  },
  validation: {
    username_required: 'Enter your username.',
    username_invalid:
      'A username starts with a letter or an underscore and contains only letters, digits and underscores.',
    password_required: 'Enter your password.',
    confirm_password_required: 'Enter your password again.',
    passwords_mismatch: 'The passwords do not match.',
  },
} as const;
