// The password change on a page of its own (the settings page shows the same form; components/password-change-form.tsx).
import { AccountCard } from '../components/account-card.tsx';
import { PasswordChangeForm } from '../components/password-change-form.tsx';

export default function PasswordPage() {
  return (
    <AccountCard title="Passwort ändern">
      <PasswordChangeForm />
    </AccountCard>
  );
}
