import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** An address field grows to fill its row and takes a row of its own where it would be narrower than 14rem. */
export const ADDRESS_FIELD = { flex: '1 1 14rem' };

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Text component="h2" fw={700} size="md" mb="sm">
        {title}
      </Text>
      {children}
    </Card>
  );
}
