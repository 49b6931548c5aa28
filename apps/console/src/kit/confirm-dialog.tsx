import { Group, Modal, Text } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from './button.tsx';
import { useBackNavigationCancel } from './use-back-navigation-cancel.ts';

export type ConfirmResult = 'confirmed' | 'cancelled';

export type ConfirmOptions = {
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  isDangerous?: boolean;
  /** `alert` has only the confirm button (e.g. 'Got it'). */
  variant?: 'confirm' | 'alert';
};

type DialogApi = {
  confirm: (options: ConfirmOptions) => Promise<ConfirmResult>;
  alert: (options: Omit<ConfirmOptions, 'variant' | 'cancelLabel'>) => Promise<void>;
};

type Pending = { options: ConfirmOptions; resolve: (result: ConfirmResult) => void };

const DialogContext = createContext<DialogApi | undefined>(undefined);

/** Promise-based confirm and alert dialogs; Escape and browser back cancel (spec §2). */
export const ConfirmDialogProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending>();
  const pendingRef = useRef<Pending>(undefined);

  const settle = useCallback((result: ConfirmResult) => {
    const current = pendingRef.current;
    pendingRef.current = undefined;
    setPending(undefined);
    current?.resolve(result);
  }, []);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<ConfirmResult>((resolve) => {
        // A newer dialog replaces an older one, which counts as cancelled.
        pendingRef.current?.resolve('cancelled');
        pendingRef.current = { options, resolve };
        setPending(pendingRef.current);
      }),
    [],
  );

  const api = useMemo<DialogApi>(
    () => ({
      confirm,
      alert: async (options) => {
        await confirm({ ...options, variant: 'alert' });
      },
    }),
    [confirm],
  );

  useBackNavigationCancel(pending !== undefined, () => settle('cancelled'));
  const options = pending?.options;

  return (
    <DialogContext.Provider value={api}>
      {children}
      <Modal
        opened={pending !== undefined}
        onClose={() => settle('cancelled')}
        title={options?.title}
        withCloseButton={options?.title !== undefined}
        closeButtonProps={{ 'aria-label': t('general.close') }}
        centered
      >
        {typeof options?.message === 'string' ? <Text>{options.message}</Text> : options?.message}
        <Group justify="flex-end" mt="lg">
          {options?.variant !== 'alert' && (
            <Button variant="default" onClick={() => settle('cancelled')}>
              {options?.cancelLabel ?? t('general.cancel')}
            </Button>
          )}
          <Button
            color={options?.isDangerous ? 'red' : undefined}
            onClick={() => settle('confirmed')}
            data-autofocus
          >
            {options?.confirmLabel ??
              (options?.variant === 'alert' ? t('general.got_it') : t('general.confirm'))}
          </Button>
        </Group>
      </Modal>
    </DialogContext.Provider>
  );
};

export const useDialogs = (): DialogApi => {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs must be used inside ConfirmDialogProvider');
  return api;
};
