// Logs out (the server revokes the token; a failure there is ignored) and confirms it.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button } from '@mantine/core';
import { auth } from '../../../lib/auth.ts';
import { AccountCard } from '../components/account-card.tsx';

export default function LogoutPage() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    void auth.logout().then(() => setDone(true));
  }, []);
  return (
    <AccountCard title="Abmelden">
      {done ? (
        <Alert color="green" role="status">
          Du bist abgemeldet. Bis bald!
        </Alert>
      ) : (
        <Alert role="status">Du wirst abgemeldet …</Alert>
      )}
      <Button component={Link} to="/">
        Zur Startseite
      </Button>
    </AccountCard>
  );
}
