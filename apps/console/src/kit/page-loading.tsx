import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation.ts';
import { useDelayedFlag } from './use-delayed-flag.ts';

/** Full-area loading view; the spinner itself waits 500 ms so fast loads do not flicker. */
export const PageLoading = ({ minHeight = '60vh' }: { minHeight?: string }) => {
  const { t } = useTranslation();
  const showSpinner = useDelayedFlag(true);
  return (
    <Center mih={minHeight} role="status" aria-live="polite" aria-label={t('general.loading')}>
      {showSpinner && <Loader aria-hidden />}
    </Center>
  );
};
