import { useId } from 'react';
import { LiveSafetyFacts } from './live-safety-facts-slot';
import { SafetyFactsView, type Safety } from './safety-facts-view';

/**
 * The safety facts the clinic gave, as small labelled marks; a tap on one explains it in a line. Rendered on the
 * server with none explained, as they first show; the part that explains them is fetched as the page comes up.
 */
export function SafetyFacts({ safety }: { safety: Safety }) {
  const id = useId();
  return <LiveSafetyFacts safety={safety} fallback={<SafetyFactsView safety={safety} id={id} />} />;
}
