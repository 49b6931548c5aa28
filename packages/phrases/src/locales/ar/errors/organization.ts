import type { LocalePhrases } from '../../../types.ts';

export const organization: NonNullable<NonNullable<LocalePhrases['errors']>['organization']> = {
  require_membership: 'يجب أن يكون المستخدم عضوًا في المنظمة للمتابعة.',
  role_names_not_found: 'لم يتم العثور على أدوار المنظمة بالأسماء: {{roleNames}}.',
};
