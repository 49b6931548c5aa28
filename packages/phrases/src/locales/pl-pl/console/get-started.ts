import type { LocalePhrases } from '../../../types.ts';

export const get_started: NonNullable<NonNullable<LocalePhrases['console']>['get_started']> = {
  title: 'Pierwsze kroki',
  subtitle: 'Trzy kroki, aby połączyć pierwszą aplikację z Gatehouse.',
  step: 'Krok {{number}}',
  create_application_title: 'Utwórz aplikację',
  create_application_description:
    'Zarejestruj aplikację webową, mobilną lub maszyna–maszyna, której użytkownicy logują się przez Gatehouse.',
  create_application_action: 'Przejdź do aplikacji',
  create_api_resource_title: 'Zabezpiecz API',
  create_api_resource_description:
    'Dodaj swój backend jako zasób API i określ uprawnienia zawarte w jego tokenach dostępu.',
  create_api_resource_action: 'Przejdź do zasobów API',
  create_role_title: 'Zdefiniuj role',
  create_role_description:
    'Pogrupuj uprawnienia w role i przypisz je użytkownikom oraz aplikacjom maszyna–maszyna.',
  create_role_action: 'Przejdź do ról',
  section_coming_soon: 'Jeszcze niedostępne w tej wersji',
  docs_title: 'Przeczytaj dokumentację',
  docs_description: 'Przewodniki dla każdego frameworka, dokumentacja API i opisy pojęć.',
  docs_action: 'Otwórz dokumentację',
};
