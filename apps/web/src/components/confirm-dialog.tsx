/**
 * "Ask first" for actions that are hard to undo or give power (issue 13: deactivating a venue
 * and making someone admin happened on one tap). Cancel has the focus, so Enter never confirms
 * by accident.
 */
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red',
  loading = false,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            Cancelar
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
