/** Avatar uploader rules (spec §5, §9). */
export const avatarMimeTypes = [
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/vnd.microsoft.icon',
  'image/x-icon',
] as const;

export const avatarExtensions = ['.svg', '.png', '.jpg', '.jpeg', '.ico'] as const;

/** Own limit of avatars; the server's upload cap (20 MB by default) may be lower. */
export const avatarMaxBytes = 500 * 1024;
export const globalUploadMaxBytes = 20 * 1024 * 1024;

export type AvatarFileError =
  | { kind: 'file_count' }
  | { kind: 'file_type'; extensions: string }
  | { kind: 'file_size'; limit: string };

/** File sizes in units of 1024 (spec §9). Example: `formatFileSize(512000) === '500 KB'`. */
export const formatFileSize = (bytes: number) => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
};

/** The smaller of the avatar limit and the server's cap. */
export const avatarSizeLimit = (serverMaxBytes?: number) =>
  Math.min(avatarMaxBytes, serverMaxBytes ?? globalUploadMaxBytes, globalUploadMaxBytes);

type ValidateOptions = { maxBytes: number; allowedMimeTypes?: readonly string[] };

/** Checks a picked or dropped file list; answers the one file to upload or the first problem. */
export const validateAvatarFiles = (
  files: readonly File[],
  { maxBytes, allowedMimeTypes }: ValidateOptions,
): { file: File } | { error: AvatarFileError } => {
  const [file] = files;
  if (files.length !== 1 || !file) return { error: { kind: 'file_count' } };
  const allowed = avatarMimeTypes.filter(
    (type) => !allowedMimeTypes || allowedMimeTypes.includes(type),
  );
  if (!(allowed as readonly string[]).includes(file.type)) {
    return { error: { kind: 'file_type', extensions: avatarExtensions.join(', ') } };
  }
  if (file.size > maxBytes)
    return { error: { kind: 'file_size', limit: formatFileSize(maxBytes) } };
  return { file };
};
