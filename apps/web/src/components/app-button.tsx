// Button with the spec's designs and sizes (01 §5), mapped onto Mantine's variants.
import { forwardRef, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { ButtonDesign, ButtonSize } from '@oabat/domain/constants';

const DESIGNS: Record<ButtonDesign, Pick<ButtonProps, 'variant' | 'color'>> = {
  white: { variant: 'white', color: 'dark' },
  black: { variant: 'filled', color: 'dark' },
  flat: { variant: 'light', color: 'gray' },
  'flat-white': { variant: 'default' },
  primary: { variant: 'filled', color: 'oabat' },
  'primary-flat': { variant: 'light', color: 'oabat' },
  secondary: { variant: 'filled', color: 'green' },
  'secondary-flat': { variant: 'light', color: 'green' },
  'primary-frameless': { variant: 'subtle', color: 'oabat' },
  'secondary-frameless': { variant: 'subtle', color: 'green' },
  transparent: { variant: 'transparent', color: 'dark' },
};
const SIZES: Record<ButtonSize, ButtonProps['size']> = { tiny: 'compact-xs', small: 'xs', regular: 'sm', large: 'md', 'x-large': 'lg' };

type Props<C extends ElementType> = { design?: ButtonDesign; size?: ButtonSize; component?: C; children?: ReactNode } & Omit<
  ButtonProps,
  'size' | 'variant' | 'color'
> &
  Omit<ComponentPropsWithoutRef<C>, keyof ButtonProps | 'component'>;

export const AppButton = forwardRef(function AppButton<C extends ElementType = 'button'>(
  { design = 'primary', size = 'regular', ...rest }: Props<C>,
  ref: React.Ref<HTMLButtonElement>,
) {
  return <Button ref={ref} {...DESIGNS[design]} size={SIZES[size]} {...(rest as ButtonProps)} />;
}) as <C extends ElementType = 'button'>(props: Props<C> & { ref?: React.Ref<HTMLButtonElement> }) => React.ReactElement;
