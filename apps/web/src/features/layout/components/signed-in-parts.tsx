/** What only signed-in visitors see or run (the menus included); loaded by ../signed-in.ts, not with the app. */
import { Group } from '@mantine/core';
import { useLiveMessages } from '../../messages/api/use-messages';
import { HeaderMessagesLink } from '../../messages/components/header-messages-link';
import { UserMenu } from './user-menu';

export { ConfirmEmailBanner } from '../../auth/components/confirm-email-banner';
export { BottomBar } from './bottom-bar';
export { SideMenu } from './side-menu';

/** The header's right side when signed in: "Mensajes" with the unread count, then the user menu (issue 15). */
export function SignedInHeaderItems() {
  return (
    <Group gap={4} wrap="nowrap">
      <HeaderMessagesLink />
      <UserMenu />
    </Group>
  );
}

/** issue 15: new messages refresh the badge, the inbox and an open thread without a reload. */
export function LiveMessages() {
  useLiveMessages(true);
  return null;
}
