/** The self-hosted profile page at /console/profile. */
export const profile = {
  title: 'Account settings',
  description: 'Change your account details and how you appear in the console.',
  back_to_console: 'Back to the console',
  profile_information: 'Profile information',
  avatar: 'Avatar',
  avatar_alt: 'Avatar of {{name}}',
  upload_avatar: 'Upload image',
  remove_avatar: 'Remove image',
  avatar_hint: 'SVG, PNG, JPEG or ICO, up to {{size}}.',
  uploading: 'Uploading…',
  name: 'Name',
  username: 'Username',
  edit: 'Edit',
  not_set: 'Not set',
  edit_name: 'Edit name',
  edit_username: 'Edit username',
  updated: 'Profile updated.',
  username_invalid:
    'Username must start with a letter or an underscore and contain only letters, digits and underscores.',
  upload: {
    file_count_error: 'Upload one file at a time.',
    file_type_error: 'Unsupported file type. Allowed: {{extensions}}.',
    file_size_error: 'The file is too large. Maximum: {{limit}}.',
    generic_error: 'The upload failed. Try again.',
    service_not_configured:
      'File storage is not configured on this server, so images cannot be uploaded.',
  },
} as const;
