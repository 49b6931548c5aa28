import { useTranslation } from '../../i18n/use-translation.ts';

type ErrorKey =
  `enterprise_sso.errors.${'invalid_url' | 'invalid_domain' | 'duplicated_domain' | 'required'}`;

/**
 * The words of a form error: rules of these forms carry a key under `enterprise_sso.errors`; the
 * kit has already worded every other rule with its field.
 */
export const useSsoErrorText = () => {
  const { t, i18n } = useTranslation();
  return (message: string | undefined) =>
    message && i18n.exists(`enterprise_sso.errors.${message}`)
      ? t(`enterprise_sso.errors.${message}` as ErrorKey)
      : message;
};
