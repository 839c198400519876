// The notification settings on a page of its own (the settings page shows the same switches; components/notification-settings.tsx).
import { AccountCard } from '../components/account-card.tsx';
import { NotificationSettings } from '../components/notification-settings.tsx';

export default function NotificationsPage() {
  return (
    <AccountCard title="Benachrichtigungen">
      <NotificationSettings />
    </AccountCard>
  );
}
