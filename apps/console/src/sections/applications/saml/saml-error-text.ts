import { useTranslation } from '../../../i18n/use-translation.ts';
import type { SamlErrorKey } from './saml-forms.ts';

/** Rules of the SAML forms carry a key under `saml_applications.errors`; the kit words the rest. */
export const useSamlErrorText = () => {
  const { t, i18n } = useTranslation();
  return (message: string | undefined) =>
    message && i18n.exists(`saml_applications.errors.${message}`)
      ? t(`saml_applications.errors.${message as SamlErrorKey}`)
      : message;
};
