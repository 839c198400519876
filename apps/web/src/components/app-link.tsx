// Link with the spec's targets (01 §5). Internal links prefetch their page on hover or focus unless
// the connection is slow (2g or data saver).
import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkTarget } from '@oabat/domain/constants';
import { mayPrefetch } from '../lib/connection.ts';
import { prefetchPage } from '../lib/prefetch.ts';

interface Props extends AnchorProps {
  to: string;
  target?: LinkTarget;
  children: ReactNode;
}

export function AppLink({ to, target = '', children, ...rest }: Props) {
  const external = /^[a-z]+:/i.test(to);
  if (external || target) {
    return (
      <Anchor href={to} target={target || undefined} rel={target === '_blank' ? 'noopener noreferrer' : undefined} {...rest}>
        {children}
      </Anchor>
    );
  }
  const prefetch = () => {
    if (mayPrefetch()) prefetchPage(to);
  };
  return (
    <Anchor component={Link} to={to} onMouseEnter={prefetch} onFocus={prefetch} {...rest}>
      {children}
    </Anchor>
  );
}
