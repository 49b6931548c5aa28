import {
  type SignInPreviewMessage,
  type SignInPreviewPhrases,
  type SignInPreviewSettings,
  signInPreviewMessageType,
  signInPreviewReadyType,
} from '@gatehouse/schemas/sign-in-experience/sign-in-preview-message';
import { Card, Group, SegmentedControl, Select, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useConsoleConfig } from '../../../app/console-config.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

const frameSizes = {
  desktop: { width: 1024, height: 720 },
  mobile: { width: 390, height: 720 },
} as const;
type Device = keyof typeof frameSizes;
type Scheme = SignInPreviewMessage['colorScheme'];

/** The width the preview has, to scale the page down into it. */
const useWidth = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
};

/**
 * The tenant's real sign-in page (`<tenant>/sign-in?preview`) in a frame, fed the unsaved settings
 * by `postMessage` as they change (apps/sign-in/src/app/preview.ts), in light or dark, on a
 * desktop or a phone, in any of the page's languages.
 */
export const SignInPreview = ({
  settings,
  languages,
  language,
  onLanguageChange,
  customPhrases,
}: {
  settings: SignInPreviewSettings;
  languages: { value: string; label: string }[];
  language: string;
  onLanguageChange: (language: string) => void;
  /** The unsaved phrases of `language`, when the phrases editor has that language open. */
  customPhrases?: SignInPreviewPhrases;
}) => {
  const { t } = useTranslation();
  const { defaultTenantEndpoint } = useConsoleConfig();
  const origin = useMemo(() => new URL(defaultTenantEndpoint).origin, [defaultTenantEndpoint]);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [isReady, setReady] = useState(false);
  const [scheme, setScheme] = useState<Scheme>('light');
  const [device, setDevice] = useState<Device>('desktop');
  const { ref, width } = useWidth();
  const isDarkAvailable = settings.color.isDarkModeEnabled;
  const colorScheme: Scheme = isDarkAvailable ? scheme : 'light';

  useEffect(() => {
    const handleMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow || event.origin !== origin) return;
      if ((event.data as { type?: unknown })?.type === signInPreviewReadyType) setReady(true);
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [origin]);

  useEffect(() => {
    if (!isReady) return;
    const message: SignInPreviewMessage = {
      type: signInPreviewMessageType,
      settings,
      language,
      customPhrases,
      colorScheme,
      page: settings.signInMode === 'Register' ? 'register' : 'sign-in',
    };
    frameRef.current?.contentWindow?.postMessage(message, origin);
  }, [isReady, settings, language, customPhrases, colorScheme, origin]);

  const size = frameSizes[device];
  const scale = width > 0 ? Math.min(1, width / size.width) : 1;
  return (
    <Card component="section" aria-labelledby="sie-preview" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sie-preview">
          {t('sign_in_experience.preview.title')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('sign_in_experience.preview.color_scheme')}
            value={colorScheme}
            onChange={(value) => setScheme(value as Scheme)}
            data={[
              { value: 'light', label: t('sign_in_experience.preview.light') },
              {
                value: 'dark',
                label: t('sign_in_experience.preview.dark'),
                disabled: !isDarkAvailable,
              },
            ]}
          />
          <SegmentedControl
            aria-label={t('sign_in_experience.preview.device')}
            value={device}
            onChange={(value) => setDevice(value as Device)}
            data={[
              { value: 'desktop', label: t('sign_in_experience.preview.desktop') },
              { value: 'mobile', label: t('sign_in_experience.preview.mobile') },
            ]}
          />
          <Select
            aria-label={t('sign_in_experience.preview.language')}
            data={languages}
            value={language}
            onChange={(next) => next && onLanguageChange(next)}
            allowDeselect={false}
            searchable
            style={{ flex: 1, minWidth: 160 }}
          />
        </Group>
        <div ref={ref} style={{ width: '100%' }}>
          <div
            style={{
              height: size.height * scale,
              width: size.width * scale,
              marginInline: 'auto',
              position: 'relative',
              overflow: 'hidden',
              borderRadius: 'var(--mantine-radius-md)',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <iframe
              ref={frameRef}
              title={t('sign_in_experience.preview.frame_title')}
              src={`${defaultTenantEndpoint}/sign-in?preview`}
              data-testid="sign-in-preview"
              // Physical sides on purpose: the page is scaled from its top left in either direction.
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: size.width,
                height: size.height,
                border: 0,
                transform: `scale(${scale})`,
                transformOrigin: '0 0',
              }}
            />
          </div>
        </div>
      </Stack>
    </Card>
  );
};
