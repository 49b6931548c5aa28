import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

type VersionUpdateTooltipProps = { label: string; children: ReactElement };

/** Fetched only when a newer release exists, so floating-ui stays off the first load. */
const VersionUpdateTooltip = ({ label, children }: VersionUpdateTooltipProps) => (
  <Tooltip label={label}>{children}</Tooltip>
);

export default VersionUpdateTooltip;
