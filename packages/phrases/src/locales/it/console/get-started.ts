import type { LocalePhrases } from '../../../types.ts';

export const get_started: NonNullable<NonNullable<LocalePhrases['console']>['get_started']> = {
  title: 'Per iniziare',
  subtitle: 'Tre passaggi per collegare la tua prima applicazione a Gatehouse.',
  step: 'Passaggio {{number}}',
  create_application_title: 'Crea un’applicazione',
  create_application_description:
    'Registra l’app web, mobile o machine-to-machine i cui utenti accedono tramite Gatehouse.',
  create_application_action: 'Vai alle applicazioni',
  create_api_resource_title: 'Proteggi un’API',
  create_api_resource_description:
    'Aggiungi il tuo backend come risorsa API e definisci i permessi contenuti nei suoi token di accesso.',
  create_api_resource_action: 'Vai alle risorse API',
  create_role_title: 'Definisci i ruoli',
  create_role_description:
    'Raggruppa i permessi in ruoli e assegnali a utenti e app machine-to-machine.',
  create_role_action: 'Vai ai ruoli',
  section_coming_soon: 'Non ancora disponibile in questa versione',
  docs_title: 'Leggi la documentazione',
  docs_description: 'Guide per ogni framework, riferimenti API e concetti.',
  docs_action: 'Apri la documentazione',
};
