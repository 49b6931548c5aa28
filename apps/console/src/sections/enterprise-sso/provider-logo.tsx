import { Image, useComputedColorScheme } from '@mantine/core';

/** A provider's logo, the dark one in dark mode; decorative (the name beside it says what it is). */
export const ProviderLogo = ({
  logo,
  logoDark,
  size = 32,
}: {
  logo: string;
  logoDark?: string | null;
  size?: number;
}) => {
  const scheme = useComputedColorScheme('light');
  const src = scheme === 'dark' && logoDark ? logoDark : logo;
  if (!src) return null;
  return (
    <Image src={src} alt="" w={size} h={size} fit="contain" radius="sm" style={{ flex: 'none' }} />
  );
};
