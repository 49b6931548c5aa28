import type { LocalePhrases } from '../../../types.ts';

export const guard: NonNullable<NonNullable<LocalePhrases['errors']>['guard']> = {
  invalid_input: 'Dane wejściowe żądania są nieprawidłowe.',
  invalid_pagination: 'Parametry stronicowania są nieprawidłowe.',
  can_not_get_tenant_id: 'Nie udało się ustalić dzierżawy dla tego żądania.',
  file_size_exceeded: 'Plik przekracza limit {{limit}} bajtów.',
  mime_type_not_allowed: 'Pliki typu {{mimeType}} są niedozwolone.',
  not_allowed_for_admin_tenant: 'Ta operacja jest niedozwolona dla dzierżawy administracyjnej.',
};
