// The header: logo, the menu of the viewer's role (spec 01 §2) with the unread badge on Nachrichten,
// and a drawer with the same entries on phones.
import { lazy, Suspense } from 'react';
import { Badge, Box, Burger, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink, Link } from 'react-router';
import { useAuth } from '../../lib/auth.ts';
import { useUnreadCount } from '../../features/chat/api/use-unread-count.ts';
import { useAlertBadge } from '../../features/alerts/api/alerts.ts';
import { isTrainee } from '@oabat/domain/rights';
import { buildMenu, type MenuItem } from './menus.ts';
import classes from './app-header.module.css';

// The drawer is loaded on the first tap of the burger, keeping it out of the first page load.
const MobileMenu = lazy(() => import('./mobile-menu.tsx'));

export function Entry({
  item,
  unread,
  alerts = 0,
  onClick,
  compact,
}: {
  item: MenuItem;
  unread: number;
  alerts?: number;
  onClick?: () => void;
  compact?: boolean;
}) {
  const label = compact && item.short ? item.short : item.label;
  return (
    <NavLink to={item.to} end={item.to === '/'} onClick={onClick} className={classes.link}>
      {label}
      {/* The count stays part of the link's name ("Nachrichten 3 ungelesen"), so what is seen is also what is read out. */}
      {item.badge === 'unread' && unread > 0 ? (
        <>
          <Badge size="sm" color="red.7" ml={6}>
            {unread > 99 ? '99+' : unread}
          </Badge>
          <span className="visually-hidden"> ungelesen</span>
        </>
      ) : null}
      {item.badge === 'alerts' && alerts > 0 ? (
        <>
          <Badge size="sm" color="red.7" ml={6}>
            {alerts > 99 ? '99+' : alerts}
          </Badge>
          <span className="visually-hidden"> neue Angebote</span>
        </>
      ) : null}
    </NavLink>
  );
}

export function AppHeader() {
  const { user } = useAuth();
  const unread = useUnreadCount();
  const alerts = useAlertBadge(isTrainee(user)).data ?? 0;
  const [opened, { toggle, close }] = useDisclosure(false);
  const menu = buildMenu(user);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" className={classes.logo} aria-label="Oabat – zur Startseite">
            oabat
          </UnstyledButton>
          <Group component="nav" aria-label="Hauptmenü" gap={4} visibleFrom="md" wrap="nowrap">
            {menu.items.map((item) => (
              <Entry key={item.to + item.label} item={item} unread={unread} alerts={alerts} compact={menu.items.length > 6} />
            ))}
          </Group>
          <Group gap={4} visibleFrom="md" wrap="nowrap" aria-label="Konto">
            {menu.actions.map((item) => (
              <Entry key={item.to} item={item} unread={unread} alerts={alerts} />
            ))}
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={opened ? 'Menü schließen' : 'Menü öffnen'} />
        </Group>
      </Container>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={close}>
            {[...menu.items, ...menu.actions].map((item) => (
              <Entry key={item.to + item.label} item={item} unread={unread} alerts={alerts} onClick={close} />
            ))}
          </MobileMenu>
        </Suspense>
      ) : null}
    </Box>
  );
}
