// "geprüfter Betrieb" (issue #19): shown on the business profile, job pages and job cards when the admin checked the
// business's identity (register number or chamber membership).
import { Badge, type BadgeProps } from '@mantine/core';
import { VERIFIED_BADGE_LABEL } from '@oabat/domain/trust-labels';

export function VerifiedBadge({ verified, ...props }: { verified?: boolean } & BadgeProps) {
  if (!verified) return null;
  return (
    <Badge color="green.8" variant="filled" title="Das Oabat-Team hat die Angaben zu diesem Betrieb geprüft." {...props}>
      {VERIFIED_BADGE_LABEL}
    </Badge>
  );
}
