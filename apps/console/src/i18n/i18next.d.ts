import type { Phrases } from '@gatehouse/phrases';
import 'i18next';

// Typed keys: `t('shell.top_bar.docs')` fails to compile when the English phrase is missing.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'console';
    resources: { console: Phrases['console'] };
  }
}
