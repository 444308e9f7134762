import type { Assignee } from '#shared/domain/types';

export type RoutedAssignee = Assignee & { type: 'driver' | 'carrier' };

export function isRouted(assignee: Assignee): assignee is RoutedAssignee {
  return assignee.type !== 'not routed';
}

export function sameAssignee(a: Assignee, b: Assignee): boolean {
  return a.type === b.type && (a.type === 'not routed' || a.id === b.id);
}
