import { useTranslations } from 'next-intl';
import type { Clinic } from '@/contracts/clinics';

export type Safety = NonNullable<Clinic['safety']>;
export type Fact = 'cctv' | 'anesthesiologist' | 'specialists' | 'emergency';

/** The safety facts the clinic gave, in order, with their marks and labels. */
export function useSafetyFacts(safety: Safety): { key: Fact; icon: string; label: string }[] {
  const t = useTranslations('ClinicFacts.safety');
  return [
    ...(safety.operatingRoomCctv ? [{ key: 'cctv' as const, icon: '◉', label: t('cctv') }] : []),
    ...(safety.anesthesiologist ? [{ key: 'anesthesiologist' as const, icon: '✚', label: t('anesthesiologist') }] : []),
    ...(safety.specialistCount
      ? [{ key: 'specialists' as const, icon: '★', label: t('specialists', { count: safety.specialistCount }) }]
      : []),
    ...(safety.emergencyEquipment ? [{ key: 'emergency' as const, icon: '♥', label: t('emergency') }] : []),
  ];
}

/** The marks, and the line explaining the one `shown`; without `onToggle`, as the server renders them. */
export function SafetyFactsView({
  safety,
  id,
  shown = null,
  onToggle,
}: {
  safety: Safety;
  id: string;
  shown?: Fact | null;
  onToggle?: (fact: Fact) => void;
}) {
  const t = useTranslations('ClinicFacts.safety');
  const facts = useSafetyFacts(safety);
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
              onClick={onToggle && (() => onToggle(f.key))}
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
