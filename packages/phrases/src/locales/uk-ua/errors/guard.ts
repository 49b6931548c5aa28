import type { LocalePhrases } from '../../../types.ts';

type Errors = NonNullable<LocalePhrases['errors']>;

export const guard: Errors['guard'] = {
  invalid_input: 'Вхідні дані запиту недійсні.',
  invalid_pagination: 'Параметри розбиття на сторінки недійсні.',
  can_not_get_tenant_id: 'Не вдалося визначити орендаря для цього запиту.',
  file_size_exceeded: 'Файл перевищує ліміт у {{limit}} байтів.',
  mime_type_not_allowed: 'Файли типу {{mimeType}} не дозволені.',
  not_allowed_for_admin_tenant: 'Для адміністративного орендаря це не дозволено.',
};
