import { Image, useComputedColorScheme } from '@mantine/core';

/**
 * A connector's or factory's logo, the dark one in dark mode when there is one. Decorative: the
 * name next to it says what it is.
 */
export const ConnectorLogo = ({
  logo,
  logoDark,
  size = 32,
}: {
  logo: string;
  logoDark?: string | null;
  size?: number;
}) => {
  const scheme = useComputedColorScheme('light');
  return (
    <Image
      src={scheme === 'dark' && logoDark ? logoDark : logo}
      alt=""
      w={size}
      h={size}
      fit="contain"
      radius="sm"
      style={{ flex: 'none' }}
    />
  );
};
