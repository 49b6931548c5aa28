export const guard = {
  invalid_input: 'Недопустимые входные данные запроса.',
  invalid_pagination: 'Недопустимые параметры пагинации.',
  can_not_get_tenant_id: 'Не удалось определить тенант этого запроса.',
  file_size_exceeded: 'Размер файла превышает ограничение в {{limit}} байт.',
  mime_type_not_allowed: 'Файлы типа {{mimeType}} не допускаются.',
  not_allowed_for_admin_tenant: 'Это не разрешено для административного тенанта.',
};
