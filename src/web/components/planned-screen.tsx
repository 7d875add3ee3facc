import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';
import { PageHeader } from './ui/page-header';

/**
 * The frame of a screen whose data arrives in a later issue: the real title and description,
 * and an empty state that says what will appear here, never a blank page.
 */
export function PlannedScreen({
  title,
  description,
  icon,
  emptyTitle,
  emptyDescription,
  children,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyDescription: string;
  /** Extra content under the empty state, such as the sections the screen will have. */
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card className="border-dashed">
        <EmptyState icon={icon} title={emptyTitle} description={emptyDescription} />
        {children}
      </Card>
    </>
  );
}
