import type { ComponentProps } from 'react';
import { ActionBarView } from './action-bar-view';
import { LiveActionBar } from './live-action-bar-slot';

/**
 * The fixed bottom bar of detail pages (LiveActionBar): rendered on the server as it first shows, busy until the
 * session is known, and live once its code is in (fetched as the page comes up).
 */
export function ActionBar(props: Omit<ComponentProps<typeof LiveActionBar>, 'fallback'>) {
  const { consult = true, consultLabel } = props;
  return (
    <LiveActionBar {...props} fallback={<ActionBarView unknown consult={consult} consultLabel={consultLabel} />} />
  );
}
