'use client';

import { useId, useState } from 'react';
import { SafetyFactsView, type Fact, type Safety } from './safety-facts-view';

/** The safety marks as they work (SafetyFacts renders them): a tap on one explains it in a line. */
export function LiveSafetyFacts({ safety }: { safety: Safety }) {
  const [shown, setShown] = useState<Fact | null>(null);
  const id = useId();
  return (
    <SafetyFactsView
      safety={safety}
      id={id}
      shown={shown}
      onToggle={(fact) => setShown(shown === fact ? null : fact)}
    />
  );
}
