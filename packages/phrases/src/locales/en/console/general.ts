/** Words shared by many console screens. */
export const general = {
  page_title: 'Gatehouse Console',
  product_name: 'Gatehouse',
  console_title: 'Console',
  loading: 'Loading…',
  got_it: 'Got it',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  pick_color_from_screen: 'Pick a colour from the screen',
  save: 'Save',
  retry: 'Retry',
  learn_more: 'Learn more',
  opens_in_new_tab: '(opens in a new tab)',
  required_field_missing: 'Please enter {{field}}.',
} as const;
