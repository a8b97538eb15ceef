'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Clinic } from '@/contracts/clinics';

type Safety = NonNullable<Clinic['safety']>;
type Fact = 'cctv' | 'anesthesiologist' | 'specialists' | 'emergency';

/** The safety facts the clinic gave, as small labelled marks; a tap on one explains it in a line. */
export function SafetyFacts({ safety }: { safety: Safety }) {
  const t = useTranslations('ClinicFacts.safety');
  const [shown, setShown] = useState<Fact | null>(null);
  const id = useId();
  const facts: { key: Fact; icon: string; label: string }[] = [
    ...(safety.operatingRoomCctv ? [{ key: 'cctv' as const, icon: '◉', label: t('cctv') }] : []),
    ...(safety.anesthesiologist ? [{ key: 'anesthesiologist' as const, icon: '✚', label: t('anesthesiologist') }] : []),
    ...(safety.specialistCount
      ? [{ key: 'specialists' as const, icon: '★', label: t('specialists', { count: safety.specialistCount }) }]
      : []),
    ...(safety.emergencyEquipment ? [{ key: 'emergency' as const, icon: '♥', label: t('emergency') }] : []),
  ];
  if (!facts.length) return null;
  return (
    <div className="safety">
      <ul className="safety__list">
        {facts.map((f) => (
          <li key={f.key}>
            <button
              type="button"
              className="safety__fact"
              aria-expanded={shown === f.key}
              aria-controls={`${id}-why`}
              onClick={() => setShown(shown === f.key ? null : f.key)}
            >
              <span className="safety__icon" aria-hidden="true">
                {f.icon}
              </span>
              {f.label}
            </button>
          </li>
        ))}
      </ul>
      <p id={`${id}-why`} className="safety__why" role="status" hidden={!shown}>
        {shown ? t(`why.${shown}`) : ''}
      </p>
    </div>
  );
}
