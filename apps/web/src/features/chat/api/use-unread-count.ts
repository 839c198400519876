// Total of unread chat messages for the menu badge. The chat feature replaces this with the live count;
// until it lands there is no count to show, so the badge stays hidden.
export function useUnreadCount(): number {
  return 0;
}
