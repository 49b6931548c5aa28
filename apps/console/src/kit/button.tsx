import { Button as MantineButton, type ButtonProps as MantineButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { useDelayedFlag } from './use-delayed-flag.ts';

export type ButtonProps = Omit<MantineButtonProps, 'loading'> &
  Omit<ComponentPropsWithoutRef<'button'>, keyof MantineButtonProps> & {
    /** Work is running: clicks are ignored at once, the spinner appears after 500 ms. */
    isLoading?: boolean;
  };

export const Button = ({ isLoading = false, onClick, type = 'button', ...props }: ButtonProps) => {
  const showSpinner = useDelayedFlag(isLoading);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isLoading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <MantineButton
      {...props}
      type={type}
      loading={showSpinner}
      aria-busy={isLoading || undefined}
      onClick={handleClick}
    />
  );
};
