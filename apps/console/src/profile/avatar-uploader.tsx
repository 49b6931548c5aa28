import { FileButton, Group, Button as MantineButton, Stack, Text } from '@mantine/core';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { useUploadUserAsset, useUserAssetsStatus } from '../api/me-api.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from '../kit/button.tsx';
import { UserAvatar } from '../kit/user-avatar.tsx';
import {
  type AvatarFileError,
  avatarMimeTypes,
  avatarSizeLimit,
  formatFileSize,
  validateAvatarFiles,
} from './avatar-file-rules.ts';

type AvatarUploaderProps = {
  name: string;
  value: string | null;
  onChange: (url: string | null) => Promise<void>;
};

const isAbort = (error: unknown) =>
  (error instanceof DOMException && error.name === 'AbortError') ||
  (isApiError(error) && error.status === 0 && /abort/i.test(error.message));

/** Avatar picker: click or drop one image; uploads to `/me/user-assets` (spec §5). */
export const AvatarUploader = ({ name, value, onChange }: AvatarUploaderProps) => {
  const { t } = useTranslation();
  const status = useUserAssetsStatus();
  const upload = useUploadUserAsset();
  const [error, setError] = useState<string>();
  const [isUploading, setIsUploading] = useState(false);
  const abortRef = useRef<AbortController>(undefined);
  useEffect(() => () => abortRef.current?.abort(), []);

  const isReady = status.data?.status === 'ready';
  const maxBytes = avatarSizeLimit(status.data?.maxUploadFileSize);

  const describeError = (problem: AvatarFileError) => {
    if (problem.kind === 'file_count') return t('profile.upload.file_count_error');
    if (problem.kind === 'file_type') {
      return t('profile.upload.file_type_error', { extensions: problem.extensions });
    }
    return t('profile.upload.file_size_error', { limit: problem.limit });
  };

  const handleFiles = async (files: File[]) => {
    setError(undefined);
    const checked = validateAvatarFiles(files, {
      maxBytes,
      allowedMimeTypes: status.data?.allowUploadMimeTypes,
    });
    if ('error' in checked) {
      setError(describeError(checked.error));
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setIsUploading(true);
    try {
      const { url } = await upload(checked.file, controller.signal);
      await onChange(url);
    } catch (uploadError) {
      // Aborted uploads are ignored silently (spec §5).
      if (!controller.signal.aborted && !isAbort(uploadError))
        setError(t('profile.upload.generic_error'));
    } finally {
      if (abortRef.current === controller) setIsUploading(false);
    }
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (isReady) void handleFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack gap="xs">
      <Group
        gap="md"
        onDragOver={(event) => event.preventDefault()}
        onDrop={handleDrop}
        data-testid="avatar-dropzone"
      >
        <UserAvatar name={name} src={value} size={64} alt={t('profile.avatar_alt', { name })} />
        <FileButton
          onChange={(file) => void handleFiles(file ? [file] : [])}
          accept={avatarMimeTypes.join(',')}
          disabled={!isReady || isUploading}
        >
          {(props) => (
            <Button {...props} variant="default" isLoading={isUploading}>
              {isUploading ? t('profile.uploading') : t('profile.upload_avatar')}
            </Button>
          )}
        </FileButton>
        {value && (
          <MantineButton
            variant="subtle"
            color="red"
            onClick={() => void onChange(null)}
            disabled={isUploading}
          >
            {t('profile.remove_avatar')}
          </MantineButton>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {status.data?.status === 'not_configured'
          ? t('profile.upload.service_not_configured')
          : t('profile.avatar_hint', { size: formatFileSize(maxBytes) })}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
};
